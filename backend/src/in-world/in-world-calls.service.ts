import { Injectable } from '@nestjs/common';

import { type CallsOfDay, InWorldCallsRepository } from './in-world-calls.repository';

/** What the other folders read of the in-world calls recorded (the LSL status and activity). */
@Injectable()
export class InWorldCallsService {
  constructor(private readonly calls: InWorldCallsRepository) {}

  /** The latest call made with a valid key: of one user, or of anybody when userId is null. */
  lastAuthenticatedAt(userId: string | null): Promise<Date | null> {
    return this.calls.lastAuthenticatedAt(userId);
  }

  /** The user's calls on the SLT day that contains `at`. */
  callsOfSltDay(userId: string, at: Date): Promise<CallsOfDay> {
    return this.calls.callsOfSltDay(userId, at);
  }
}
