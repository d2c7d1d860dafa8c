import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { Client } from 'pg';

import { generateOpenApiJson } from '../../src/bin/openapi-document';
import { schemaDiff } from '../../src/database/schema-drift';

describe('generated artefacts stay in sync with the code', () => {
  it('openapi/openapi.json is what the code generates (run `npm run openapi`)', async () => {
    const committed = readFileSync(resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json'), 'utf8');
    expect(await generateOpenApiJson()).toBe(committed);
  });

  it('names every operation after its controller method', async () => {
    const document = JSON.parse(await generateOpenApiJson());
    const ids = Object.values(document.paths).flatMap((path) => Object.values(path as Record<string, { operationId: string }>).map((op) => op.operationId));
    expect(ids).toContain('getAuthUser');
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the migrations build exactly the schema the entities describe', async () => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    const name = `drift_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const diff = await schemaDiff(url.toString());
      expect(diff.up).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
