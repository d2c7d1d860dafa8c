import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { generateOpenApiJson } from './openapi-document';

/** Writes openapi/openapi.json from the code. The frontend client is generated from it next (npm run openapi). */
generateOpenApiJson()
  .then((json) => {
    const file = resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json');
    writeFileSync(file, json);
    process.stdout.write(`Wrote ${file}\n`);
    process.exit(0);
  })
  .catch((error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  });
