import Box, { type BoxProps } from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

interface SkeletonProps extends Pick<BoxProps, 'sx'> {
  width?: number | string;
  height?: number | string;
  /** Text lines are short and pill-shaped; blocks keep the given radius. */
  variant?: 'text' | 'block';
  radius?: number | string;
}

/** A placeholder shape with a soft shimmer (still when the visitor prefers reduced motion). */
export function Skeleton({ width = '100%', height, variant = 'text', radius, sx }: SkeletonProps) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        {
          width,
          height: height ?? (variant === 'text' ? '0.9em' : 120),
          my: variant === 'text' ? '0.35em' : 0,
          borderRadius: radius ?? (variant === 'text' ? 999 : 2),
          background: 'linear-gradient(90deg, rgba(30,36,32,0.07) 25%, rgba(30,36,32,0.13) 50%, rgba(30,36,32,0.07) 75%)',
          backgroundSize: '200% 100%',
          animation: `${shimmer} 1.4s ease-in-out infinite`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
