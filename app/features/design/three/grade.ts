import { ShaderChunk } from "three";

/**
 * The view's colour grade, in the tone-mapping step every material already runs (no extra
 * pass): three.js's ACES filmic curve, then a calmer palette — saturation taken down by a
 * fifth (the generated textures and the sky read as a video game at full saturation), shade a
 * touch cool and light a touch warm, as a graded architectural photograph is, and blacks
 * lifted a little so shade keeps its detail. Installed once per worker; the viewer sets
 * `renderer.toneMapping = CustomToneMapping`.
 */
export const GRADE = { saturation: 0.8, lift: 0.004 } as const;

export function installGrade(): void {
  const stock = "vec3 CustomToneMapping( vec3 color ) { return color; }";
  if (!ShaderChunk.tonemapping_pars_fragment.includes(stock)) return;
  ShaderChunk.tonemapping_pars_fragment = ShaderChunk.tonemapping_pars_fragment.replace(
    stock,
    /* glsl */ `vec3 CustomToneMapping( vec3 color ) {
      vec3 mapped = ACESFilmicToneMapping( color );
      float luma = dot( mapped, vec3( 0.2126, 0.7152, 0.0722 ) );
      mapped = mix( vec3( luma ), mapped, ${GRADE.saturation.toFixed(2)} );
      mapped *= mix( vec3( 0.97, 0.99, 1.03 ), vec3( 1.025, 1.0, 0.965 ), smoothstep( 0.05, 0.6, luma ) );
      return clamp( mapped * ( 1.0 - ${GRADE.lift.toFixed(4)} ) + ${GRADE.lift.toFixed(4)}, 0.0, 1.0 );
    }`,
  );
}
