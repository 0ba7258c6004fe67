/**
 * Staff use the console on 10-inch tablets: inside a container with this `sx`, every button and
 * field is at least 44 px tall (the theme's compact 34–40 px controls are for mouse-first lists).
 */
export const touchTargets = {
  '& .MuiButton-root, & .MuiIconButton-root, & .MuiToggleButton-root': { minHeight: 44 },
  '& .MuiIconButton-root': { minWidth: 44 },
  '& .MuiInputBase-root:not(.MuiInputBase-multiline)': { minHeight: 44 },
} as const;
