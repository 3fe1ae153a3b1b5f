// A service shard in a worker thread (see services.ts): checks its files when asked, then builds its pages, sending
// each batch of files and waiting, with one batch in hand, until the main thread has written the one before.
import './production.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { serviceShard, type FromShard, type ShardInput, type ToShard } from './services.ts';

const port = parentPort!;
const shard = serviceShard(workerData as ShardInput);
const send = (message: FromShard) => port.postMessage(message);
let unwritten = 0;
let onWritten: (() => void) | undefined;

port.on('message', async (message: ToShard) => {
  if (message.type === 'written') {
    unwritten--;
    onWritten?.();
  } else if (message.type === 'check') {
    send({ type: 'checked', result: await shard.check() });
  } else {
    for await (const files of shard.build(message.context)) {
      while (unwritten > 1) await new Promise<void>((resolve) => (onWritten = resolve));
      unwritten++;
      send({ type: 'files', files });
    }
    while (unwritten > 0) await new Promise<void>((resolve) => (onWritten = resolve));
    send({ type: 'built' });
  }
});
