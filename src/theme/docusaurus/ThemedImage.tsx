// `@theme/ThemedImage`: one image per colour mode; both are in the prerendered page and CSS shows the
// one of the current mode (so the first paint is right before the app starts), as in Docusaurus.
import type { ImgHTMLAttributes } from 'react';
import './themed.css';

interface Props extends ImgHTMLAttributes<HTMLImageElement> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: Props) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={`themedComponent themedComponent--${mode}${className ? ` ${className}` : ''}`}
          {...rest}
        />
      ))}
    </>
  );
}
