// `@theme/IdealImage` (plugin-ideal-image): a lazily loaded, responsive image. The plugin's `img`
// is `require('./x.png')`: here that is the image's URL (or a module/object holding it).
import type { ImgHTMLAttributes } from 'react';

type Source = string | { default?: string; src?: string | { src?: string } };

function url(img: Source): string | undefined {
  if (typeof img === 'string') return img;
  if (typeof img.src === 'string') return img.src;
  return img.src?.src ?? img.default;
}

export default function IdealImage({ img, alt, ...rest }: { img: Source } & ImgHTMLAttributes<HTMLImageElement>) {
  return <img src={url(img)} alt={alt} loading="lazy" decoding="async" style={{ maxWidth: '100%' }} {...rest} />;
}
