import { useState, type ImgHTMLAttributes } from 'react';

type SafeImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  alt: string;
  /** Called once when the image fails, so the caller can show something else instead. */
  onFail?: () => void;
};

/** An image that removes itself when it fails to load (doc 1 §8, doc 2 §8). */
export function SafeImage({ onFail, ...props }: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed || !props.src) return null;
  return (
    <img
      {...props}
      onError={() => {
        setFailed(true);
        onFail?.();
      }}
    />
  );
}
