/**
 * The install icons, drawn from the app's own favicon by @vite-pwa/assets-generator. They are
 * committed source assets: regenerate them after changing `public/favicon.svg` with
 * `npm run icons -w @media-search/web`.
 */
import { defineConfig } from '@vite-pwa/assets-generator/config';

/** The favicon's own blue: a maskable or Apple icon is full-bleed, so its margin is that blue. */
const ICON_BLUE = '#1e88e5';

export default defineConfig({
  images: ['public/favicon.svg'],
  preset: {
    // The manifest's "any" icons, as the favicon draws them (transparent corners).
    transparent: { sizes: [192, 512], padding: 0 },
    // A launcher may crop a maskable icon to a circle: the glyph keeps to the middle 70 %.
    maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: ICON_BLUE } },
    apple: { sizes: [180], padding: 0.3, resizeOptions: { background: ICON_BLUE } },
  },
});
