import { AdditiveBlending, CircleGeometry, CylinderGeometry, DoubleSide, type Mesh, MeshBasicMaterial } from "three";
import { scenery } from "#app/features/design/three/palette.ts";
import { key, type PoolKit } from "#app/features/design/three/pool-kit.ts";
import { flameGeometry } from "#app/features/design/three/water-and-fire.ts";

/**
 * The fire bowls on the deck (./build-pool.ts): a pedestal and a basin each, flames in it, and
 * at dusk firelight on the deck around it. Returns the flames, which the viewer makes flicker.
 */
export function buildFireBowls({ layout, add, geometry, material, plain, repeated, placed, dusk, textures }: PoolKit): Mesh[] {
  const bowlMaterial = plain(scenery.bowl, 0.7);
  const flame = material(key("flame"), () => new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.95, blending: AdditiveBlending, depthWrite: false, side: DoubleSide, forceSinglePass: true }));
  const flames: Mesh[] = [];
  const bowls = layout.fireBowls;
  repeated(key("pedestal"), () => new CylinderGeometry(0.7, 0.9, 1.8, 20), bowlMaterial, bowls.map((bowl) => placed(bowl.x, 0.9, bowl.y)), "both");
  repeated(key("basin"), () => new CylinderGeometry(1.5, 0.8, 0.9, 24), bowlMaterial, bowls.map((bowl) => placed(bowl.x, 2.25, bowl.y)), "both");
  for (const bowl of bowls) {
    // Flames: a few thin tongues of additive light, a mesh each so that each flickers on its own.
    const fire = add(geometry(key("fire"), flameGeometry), flame, "none");
    fire.position.set(bowl.x, 2.62, bowl.y);
    flames.push(fire);
  }
  if (dusk) {
    // Firelight on the deck around each bowl: a soft additive halo with the viewer's fire light.
    const haloMaterial = material(key("halo"), () => new MeshBasicMaterial({ map: textures.glow, color: scenery.flame, transparent: true, opacity: 0.5, blending: AdditiveBlending, depthWrite: false }));
    repeated(key("halo"), () => new CircleGeometry(5, 32).rotateX(-Math.PI / 2), haloMaterial, bowls.map((bowl) => placed(bowl.x, 0.05, bowl.y)), "none");
  }
  return flames;
}
