/** The intrinsic sizes of the content API's product and solution images (content-api/media). */
import type { ImageSize } from '@site/shared-contracts/section-kit';

export const PRODUCT_BANNER_SIZE: ImageSize = { width: 1920, height: 600 };
export const PRODUCT_VIEW_IMAGE_SIZE: ImageSize = { width: 1280, height: 720 };
/** The product video is drawn 16:9, like its poster. */
export const PRODUCT_VIDEO_SIZE: ImageSize = { width: 1280, height: 720 };
export const SOLUTION_BANNER_SIZE: ImageSize = { width: 1920, height: 1080 };
export const SOLUTION_PAGE_IMAGE_SIZE: ImageSize = { width: 800, height: 500 };
