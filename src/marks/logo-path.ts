/**
 * A brand logo as the form draws it (the generated modules beside this file): one path from the
 * origin, the box it fills in its own units, and its brand colour as the icon set records it.
 */
export interface LogoPath {
  readonly d: string;
  readonly w: number;
  readonly h: number;
  readonly fill: string;
}
