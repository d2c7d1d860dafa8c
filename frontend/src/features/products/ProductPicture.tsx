import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

import { texturePictureUrl } from './product-picture';

/** A list row's thumbnail, or the dialog's preview: both 4:3, as Second Life's picture service answers. */
const SIZES = { thumbnail: { width: 48, height: 36 }, preview: { width: 160, height: 120 } } as const;

export interface ProductPictureProps {
  /** The texture's UUID; null shows the placeholder. */
  textureKey: string | null;
  /** The product's name, for the picture's text alternative. */
  name: string;
  size?: keyof typeof SIZES;
}

/** The product's picture from Second Life's picture service; a placeholder without a texture, or when the service has no picture of it. */
export function ProductPicture({ textureKey, name, size = 'thumbnail' }: ProductPictureProps) {
  // The texture whose picture failed to load (the service has none of it, or cannot be reached).
  const [failed, setFailed] = useState<string | null>(null);
  const label = name.trim() === '' ? 'the product' : name;
  const frame = { ...SIZES[size], flexShrink: 0, borderRadius: 1 };
  if (textureKey !== null && failed !== textureKey) {
    return (
      <Box
        component="img"
        src={texturePictureUrl(textureKey)}
        alt={`Picture of ${label}`}
        loading="lazy"
        onError={() => setFailed(textureKey)}
        sx={{ ...frame, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  // Labelled, not titled: a title would read as text beside the product's name.
  return (
    <Box
      role="img"
      aria-label={textureKey ? `No picture available of ${label}` : `No picture of ${label}`}
      sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}
    >
      <ImageOutlined fontSize={size === 'preview' ? 'large' : 'small'} />
    </Box>
  );
}
