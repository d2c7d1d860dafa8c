/** docs/product.md, 6: the products table shows the first 50 characters of a description. */
export const DESCRIPTION_PREVIEW_LENGTH = 50;

/** The description cut to 50 characters plus '...' when longer; whole characters, so an emoji is never split. */
export function previewDescription(description: string | null | undefined, limit = DESCRIPTION_PREVIEW_LENGTH): string {
  if (!description) return '';
  const characters = Array.from(description);
  if (characters.length <= limit) return description;
  return `${characters.slice(0, limit).join('')}...`;
}
