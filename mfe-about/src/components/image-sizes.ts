/** The intrinsic sizes of the About section's images, for the section kit's SectionImage. */
import type { ImageSize } from '@site/shared-contracts/section-kit';

export const IMAGE_SIZES = {
  banner: { width: 1200, height: 600 },
  teamPhoto: { width: 400, height: 480 },
  storyCover: { width: 800, height: 450 },
  shareholderLogo: { width: 320, height: 160 },
  cultureImage: { width: 400, height: 300 },
  productImage: { width: 480, height: 320 },
} as const satisfies Record<string, ImageSize>;

export type ImageKind = keyof typeof IMAGE_SIZES;
