import { Global, Module } from '@nestjs/common';

import { AfterCommit } from './after-commit';
import { SseStreams } from './sse-streams';

/** Live updates for the browser: Server-Sent Events streams, and work that waits for a transaction's commit. */
@Global()
@Module({ providers: [AfterCommit, SseStreams], exports: [AfterCommit, SseStreams] })
export class LiveEventsModule {}
