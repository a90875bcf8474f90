/**
 * An image of the content API with its intrinsic size, so the layout never shifts while it
 * loads. Only the first image above the fold loads eagerly.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export interface SectionImageProps {
  src: string;
  /** Empty only when the text next to the image already says what it shows. */
  alt: string;
  size: ImageSize;
  /** The first image above the fold: loaded at once, with high priority. */
  eager?: boolean;
  className?: string;
}

export function SectionImage({ src, alt, size, eager = false, className }: SectionImageProps) {
  return (
    <img
      className={className ? `kit-image ${className}` : 'kit-image'}
      src={src}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
