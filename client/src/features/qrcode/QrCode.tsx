// A QR code drawn as one SVG path: pure black on white with the standard 4-module quiet zone, crisp at
// any size, so a check-in camera reads it from a dim phone screen.
import { encode } from 'uqr';

const QUIET_ZONE = 4;

export function QrCode({ value, label, size = 320 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 0 });
  const modules = data.length;
  const side = modules + QUIET_ZONE * 2;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} width={size} height={size} shapeRendering="crispEdges" style={{ display: 'block', width: '100%', maxWidth: size, height: 'auto', background: '#fff' }}>
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
