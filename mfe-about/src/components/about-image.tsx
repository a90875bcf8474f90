/**
 * An image of the content API with its intrinsic size, so the layout never shifts while it
 * loads. Only the first image above the fold loads eagerly.
 */
export const IMAGE_SIZES = {
  banner: { width: 1200, height: 600 },
  teamPhoto: { width: 400, height: 480 },
  storyCover: { width: 800, height: 450 },
  shareholderLogo: { width: 320, height: 160 },
  cultureImage: { width: 400, height: 300 },
  productImage: { width: 480, height: 320 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

export interface AboutImageProps {
  src: string;
  /** Empty only when the text next to the image already says what it shows. */
  alt: string;
  kind: ImageKind;
  /** The first image above the fold: loaded at once, with high priority. */
  eager?: boolean;
  className?: string;
}

export function AboutImage({ src, alt, kind, eager = false, className }: AboutImageProps) {
  const { width, height } = IMAGE_SIZES[kind];
  return (
    <img
      className={className ? `about-image ${className}` : 'about-image'}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
