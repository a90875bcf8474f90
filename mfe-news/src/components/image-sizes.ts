/** The intrinsic sizes of the News section's cover images, for the section kit's SectionImage. */
import type { ImageSize } from '@site/shared-contracts/section-kit';

export const IMAGE_SIZES = {
  topCover: { width: 800, height: 450 },
  listCover: { width: 320, height: 180 },
} as const satisfies Record<string, ImageSize>;
