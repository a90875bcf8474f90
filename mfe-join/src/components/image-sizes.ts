/** The intrinsic sizes of the section's images (content-api/media), for the kit's SectionImage. */
import type { ImageSize } from '@site/shared-contracts/section-kit';

export const IMAGE_SIZES = {
  /** Offices, office environment, employee life and the join page. */
  photo: { width: 800, height: 500 },
  /** The campus recruitment banner. */
  banner: { width: 1200, height: 600 },
} as const satisfies Record<string, ImageSize>;

/** A page image of the content API: the campus banner is wide, the others are photos. */
export function pageImageSize(src: string): ImageSize {
  return src.includes('/campus/') ? IMAGE_SIZES.banner : IMAGE_SIZES.photo;
}
