/**
 * The app in a process of its own, for bench/data-export.bench.ts: its resident memory is then the server's alone
 * (the benchmark's client and seeding stay in the parent). Started with TEST_DATABASE_URL set; answers over IPC:
 *
 *   { type: 'user' }            → { type: 'user', id, email, token }   a merchant with a valid token
 *   { type: 'gc', everyMs }     → { type: 'gc' }                       a full collection now and every everyMs (0: stop)
 *   { type: 'heap' }            → { type: 'heap', heapUsed, peakLiveHeap } heap after a collection, and the highest seen
 *   { type: 'stop' }            → the app closes and the process exits
 *
 * and sends { type: 'ready', baseUrl, databaseUrl, pid } once listening.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { TestApp } from '../../backend/test/support/test-app';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

type Message = { type: 'user' } | { type: 'gc'; everyMs: number } | { type: 'heap' } | { type: 'stop' };

async function main(): Promise<void> {
  const t = await TestApp.start();
  let collector: NodeJS.Timeout | null = null;
  let peakLiveHeap = 0;
  const collect = () => {
    collectGarbage();
    peakLiveHeap = Math.max(peakLiveHeap, process.memoryUsage().heapUsed);
  };
  process.on('message', (message: Message) => {
    const reply = (answer: object) => process.send!(answer);
    if (message.type === 'user') {
      void t.makeUser().then((user) => reply({ type: 'user', ...user }));
    } else if (message.type === 'gc') {
      if (collector) clearInterval(collector);
      collector = null;
      peakLiveHeap = 0;
      collect();
      if (message.everyMs > 0) collector = setInterval(collect, message.everyMs);
      reply({ type: 'gc' });
    } else if (message.type === 'heap') {
      collect();
      reply({ type: 'heap', heapUsed: process.memoryUsage().heapUsed, peakLiveHeap });
    } else if (message.type === 'stop') {
      if (collector) clearInterval(collector);
      void t.close().then(() => process.exit(0));
    }
  });
  process.send!({ type: 'ready', baseUrl: t.baseUrl, databaseUrl: t.databaseUrl, pid: process.pid });
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
