import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';

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
  const label = name.trim() === '' ? 'the product' : name;
  return (
    <Avatar
      variant="rounded"
      src={textureKey ? texturePictureUrl(textureKey) : undefined}
      alt={`Picture of ${label}`}
      sx={{ ...SIZES[size], flexShrink: 0, bgcolor: 'action.hover', color: 'text.disabled' }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      <ImageOutlined
        fontSize={size === 'preview' ? 'large' : 'small'}
        titleAccess={textureKey ? `No picture available of ${label}` : `No picture of ${label}`}
      />
    </Avatar>
  );
}
