/**
 * The hero is full-bleed on every screen (the mosaic's first tile uses it too, so the preload matches).
 * Its sources come from core/images.ts heroResponsiveImage, which the server's preload and first paint
 * use too (server/modules/web/render-head.ts, server/modules/web/web-plugin.ts): e2e/menu.test.ts compares them.
 */
export const HERO_IMAGE_SIZES = '100vw';
