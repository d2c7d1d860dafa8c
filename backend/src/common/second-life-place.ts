/** Places in Second Life: the simulator's region header and the map's addresses. */

/** X-SecondLife-Region: the region name, then the region's south-west corner on the grid in metres. */
const REGION_HEADER = /^(.*\S)\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*$/;

export interface RegionHeader {
  name: string;
  /** The region's corner on the grid, in metres (a multiple of 256); null when the header had none. */
  corner: { x: number; y: number } | null;
}

/** "Luna Bay (256768, 261376)", as X-SecondLife-Region sends it, is "Luna Bay" at corner (256768, 261376). */
export function parseRegionHeader(region: string): RegionHeader {
  const match = REGION_HEADER.exec(region);
  if (!match) return { name: region.trim(), corner: null };
  return { name: match[1], corner: { x: Number(match[2]), y: Number(match[3]) } };
}

/** The x, y, z of an LSL vector ("<128.5, 64.25, 22.0>") or of X-SecondLife-Local-Position ("(128.500000, 64.250000, 22.000000)"). */
export function parsePosition(position: string): { x: number; y: number; z: number } | null {
  const match = /^[<(]\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*[>)]$/.exec(position.trim());
  if (!match) return null;
  const [x, y, z] = match.slice(1, 4).map(Number);
  return [x, y, z].every(Number.isFinite) ? { x, y, z } : null;
}

/** Local coordinates in a region run from 0 to 255 (x, y); z is a height and only kept from going below 0. */
const REGION_SIZE = 256;

/**
 * The Second Life map page of a place: https://maps.secondlife.com/secondlife/{Region}/{x}/{y}/{z}, with local
 * coordinates; the region's centre at ground level when the position is unknown.
 */
export function mapUrl(region: string | null, position: string | null): string | null {
  if (!region) return null;
  const name = parseRegionHeader(region).name;
  const at = position ? parsePosition(position) : null;
  const local = (value: number) => Math.min(REGION_SIZE - 1, Math.max(0, Math.round(value)));
  const [x, y, z] = at ? [local(at.x), local(at.y), Math.max(0, Math.round(at.z))] : [128, 128, 0];
  return `https://maps.secondlife.com/secondlife/${encodeURIComponent(name)}/${x}/${y}/${z}`;
}
