import { LAZY_IMAGE_MARGIN_PX } from '@gameweek/themes/layout';
import { useEffect, useRef, useState } from 'react';

export interface ImageSource {
  src: string;
  width: number;
  height: number;
}

/**
 * Checks an object image source: in development a missing src, width or height throws, so a layout
 * shift can never ship unnoticed; in production such a source renders no image.
 */
export function checkImageSource(source: Partial<ImageSource>, isDev: boolean): ImageSource | null {
  const missing = (['src', 'width', 'height'] as const).filter((k) => !source[k]);
  if (missing.length > 0) {
    if (isDev) throw new Error(`Img: the image source lacks ${missing.join(', ')}`);
    return null;
  }
  return source as ImageSource;
}

interface ImgProps {
  source: Partial<ImageSource>;
  alt: string;
  className?: string;
  /** Above the fold: load at once instead of waiting for the viewport. */
  priority?: boolean;
}

/** An image that starts loading 200px before it scrolls into view. */
export function Img({ source, alt, className, priority }: ImgProps) {
  const checked = checkImageSource(source, import.meta.env.DEV);
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(!!priority);

  useEffect(() => {
    if (visible || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: `${LAZY_IMAGE_MARGIN_PX}px` },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [visible]);

  if (!checked) return null;
  return (
    <img
      ref={ref}
      className={className}
      src={visible ? checked.src : undefined}
      data-src={checked.src}
      width={checked.width}
      height={checked.height}
      alt={alt}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
