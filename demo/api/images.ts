/** Small generated SVG images for the seed venues (served under /demo/images/). */
const images: Record<
  string,
  { width: number; height: number; label: string; background: string; color: string }
> = {
  'logo-se.svg': {
    width: 240,
    height: 80,
    label: 'Smak & Sill',
    background: '#1f3a5f',
    color: '#f4d35e',
  },
  'cover-se-1x1.svg': {
    width: 600,
    height: 600,
    label: 'Smak & Sill',
    background: '#274c77',
    color: '#e7ecef',
  },
  'cover-se-32x9.svg': {
    width: 1600,
    height: 450,
    label: 'Smak & Sill · Södermalm',
    background: '#274c77',
    color: '#e7ecef',
  },
  'section-matsal.svg': {
    width: 640,
    height: 360,
    label: 'Matsal',
    background: '#6096ba',
    color: '#ffffff',
  },
  'section-bar.svg': {
    width: 640,
    height: 360,
    label: 'Bar',
    background: '#8b8c89',
    color: '#ffffff',
  },
  'logo-activity.svg': {
    width: 240,
    height: 80,
    label: 'Kul & Kägel',
    background: '#3d405b',
    color: '#f2cc8f',
  },
  'cover-activity-1x1.svg': {
    width: 600,
    height: 600,
    label: 'Kul & Kägel',
    background: '#e07a5f',
    color: '#ffffff',
  },
  'cover-activity-32x9.svg': {
    width: 1600,
    height: 450,
    label: 'Kul & Kägel · Aktiviteter',
    background: '#e07a5f',
    color: '#ffffff',
  },
  'activity-bowling.svg': {
    width: 640,
    height: 360,
    label: 'Bowling',
    background: '#81b29a',
    color: '#1b1b1b',
  },
  'activity-shuffleboard.svg': {
    width: 640,
    height: 360,
    label: 'Shuffleboard',
    background: '#f2cc8f',
    color: '#1b1b1b',
  },
  'activity-karaoke.svg': {
    width: 640,
    height: 360,
    label: 'Karaoke',
    background: '#3d405b',
    color: '#ffffff',
  },
  'activity-escape.svg': {
    width: 640,
    height: 360,
    label: 'Escape room',
    background: '#1b1b1b',
    color: '#e07a5f',
  },
  'logo-no.svg': {
    width: 240,
    height: 80,
    label: 'Fjord & Fisk',
    background: '#0b3954',
    color: '#bfd7ea',
  },
  'cover-no-1x1.svg': {
    width: 600,
    height: 600,
    label: 'Fjord & Fisk',
    background: '#087e8b',
    color: '#ffffff',
  },
  'cover-no-32x9.svg': {
    width: 1600,
    height: 450,
    label: 'Fjord & Fisk · Bergen',
    background: '#087e8b',
    color: '#ffffff',
  },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function imageSvg(name: string): string | null {
  const image = images[name];
  if (!image) return null;
  const { width, height, label, background, color } = image;
  const size = Math.round(Math.min(width / (label.length * 0.6), height / 2.5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="100%" height="100%" fill="${background}"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.12}" fill="${color}" opacity="0.25"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" fill="${color}">${escapeXml(label)}</text>
</svg>`;
}
