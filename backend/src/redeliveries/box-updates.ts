import { Injectable } from '@nestjs/common';

/** An update delivery handed to a box, as its pending list names it (kind "update"). */
export interface BoxUpdate {
  id: number;
  avatarKey: string;
  itemName: string;
}

/** The update deliveries a box is to give: provided by UpdateBroadcastsModule. */
export interface BoxUpdateSource {
  /** Hands out what is due, then answers at most `limit` of the box's update deliveries. */
  forBox(ownerId: string, boxId: number, limit: number): Promise<BoxUpdate[]>;
}

/**
 * Where a box's pending list finds the update deliveries without importing update-broadcasts/ (which imports
 * redeliveries/): UpdateBroadcastsModule registers its side once, at start-up.
 */
@Injectable()
export class BoxUpdatesLink implements BoxUpdateSource {
  private source: BoxUpdateSource | null = null;

  provide(source: BoxUpdateSource): void {
    this.source = source;
  }

  forBox(ownerId: string, boxId: number, limit: number): Promise<BoxUpdate[]> {
    if (!this.source) throw new Error('No module provides the update deliveries of the delivery boxes (UpdateBroadcastsModule).');
    return this.source.forBox(ownerId, boxId, limit);
  }
}
