/**
 * A cover image of the content API with its intrinsic size, so the layout never shifts while it
 * loads. Only the first image above the fold loads eagerly.
 */
export const IMAGE_SIZES = {
  topCover: { width: 800, height: 450 },
  listCover: { width: 320, height: 180 },
  eventCover: { width: 320, height: 180 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

export interface NewsImageProps {
  src: string;
  alt: string;
  kind: ImageKind;
  eager?: boolean;
  className?: string;
}

export function NewsImage({ src, alt, kind, eager = false, className }: NewsImageProps) {
  const { width, height } = IMAGE_SIZES[kind];
  return (
    <img
      className={className ? `news-image ${className}` : 'news-image'}
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
