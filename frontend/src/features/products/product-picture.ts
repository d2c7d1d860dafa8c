/** Second Life's public picture of a texture, by its UUID (256 × 192 JPEG); textures it has no picture of fail to load. */
export function texturePictureUrl(textureKey: string): string {
  return `https://picture-service.secondlife.com/${textureKey}/256x192.jpg`;
}
