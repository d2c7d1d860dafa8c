import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { appTheme } from '../../app/theme';
import { ProductPicture } from './ProductPicture';

const KEY = '89556747-24cb-43ed-920b-47caed15465f';

describe('ProductPicture', () => {
  it("shows the texture's picture from Second Life's picture service", () => {
    render(
      <ThemeProvider theme={appTheme}>
        <ProductPicture textureKey={KEY} name="Summer Dress" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Picture of Summer Dress' })).toHaveAttribute('src', `https://picture-service.secondlife.com/${KEY}/256x192.jpg`);
  });

  it('shows a placeholder without a texture', () => {
    render(
      <ThemeProvider theme={appTheme}>
        <ProductPicture textureKey={null} name="Summer Dress" size="preview" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'No picture of Summer Dress' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Picture of Summer Dress' })).toBeNull();
  });

  it('shows the placeholder when the picture service has no picture of the texture, and no text beside the name', () => {
    render(
      <ThemeProvider theme={appTheme}>
        <ProductPicture textureKey={KEY} name="Summer Dress" />
      </ThemeProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Picture of Summer Dress' }));
    expect(screen.getByRole('img', { name: 'No picture available of Summer Dress' })).toBeInTheDocument();
    expect(screen.queryByText(/Summer Dress/)).toBeNull();
  });
});
