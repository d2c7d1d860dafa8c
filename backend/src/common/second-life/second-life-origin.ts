import type { IncomingHttpHeaders } from 'node:http';

/** What the simulator says about the calling object. Anyone can send these headers: they describe, they prove nothing. */
export interface SecondLifeOrigin {
  region: string | null;
  objectKey: string | null;
  shard: string | null;
  objectName: string | null;
  localPosition: string | null;
}

export function secondLifeOrigin(headers: IncomingHttpHeaders): SecondLifeOrigin {
  const header = (name: string, max: number): string | null => {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return text && text.trim() ? text.trim().slice(0, max) : null;
  };
  return {
    region: header('x-secondlife-region', 255),
    objectKey: header('x-secondlife-object-key', 64),
    shard: header('x-secondlife-shard', 64),
    objectName: header('x-secondlife-object-name', 255),
    localPosition: header('x-secondlife-local-position', 100),
  };
}
