/** Entry of the load generator's child process: receives LoadOptions, runs the load, sends back the LoadResult and exits. */
import { generateLoad, type LoadOptions } from './sale-load';

process.once('message', (options: LoadOptions) => {
  generateLoad(options).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: Error) => {
      process.stderr.write(`${error.stack ?? error.message}\n`);
      process.exit(1);
    },
  );
});
