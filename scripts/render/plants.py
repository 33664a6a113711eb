"""Gulf Coast planting grown in code from the exported placements, and a lawn with real blades.

Each species is grown once as a mesh a unit tall (a tapering trunk, limbs branching twice,
leaves as small leaf-shaped polygons clustered at the twigs, so the crown has gaps and depth),
then every placement is a linked duplicate of it: Cycles instances them, so thirty trees cost
little more memory than one. Per-instance tint comes from the object's colour.
"""

import math
import random
import zlib

import bmesh
import bpy
from mathutils import Matrix, Vector

# Species: trunk height (fraction of the tree), limb count, spread, leaf size and count,
# leaf colour, bark colour. A tree's leaves are many and small (3 % of a 9 m oak is a 27 cm
# spray): a few large ones read as flakes of paper against the sky.
SPECIES = {
    # Live oak: a short trunk, long limbs reaching out more than up, a broad dome of small leaves.
    "live-oak": dict(trunk=0.3, limbs=8, rise=0.55, spread=0.62, twigs=9, leaves=170, leaf=0.03, bark=(0.08, 0.065, 0.05), droop=0.1),
    # Water oak / elm: taller, an upright oval crown.
    "water-oak": dict(trunk=0.4, limbs=7, rise=0.75, spread=0.38, twigs=8, leaves=160, leaf=0.028, bark=(0.09, 0.075, 0.06), droop=0.0),
    # Southern magnolia: a dense cone of big glossy leaves.
    "magnolia": dict(trunk=0.12, limbs=12, rise=0.5, spread=0.3, twigs=4, leaves=80, leaf=0.05, bark=(0.1, 0.09, 0.08), droop=0.05, cone=True),
    # Crape myrtle: several smooth tan stems from the ground, a vase of pink bloom.
    "crape-myrtle": dict(trunk=0.0, limbs=5, rise=0.85, spread=0.32, twigs=6, leaves=100, leaf=0.032, bark=(0.36, 0.26, 0.18), droop=0.0, stems=True),
    # Shrubs (boxwood, ligustrum, loropetalum): a dense mound of leaves on short stems.
    "shrub": dict(trunk=0.0, limbs=9, rise=0.55, spread=0.42, twigs=5, leaves=18, leaf=0.09, bark=(0.1, 0.08, 0.06), droop=0.0, stems=True),
    # Tropical beds (hibiscus, bird of paradise, philodendron): fewer, much larger leaves.
    "tropical-shrub": dict(trunk=0.0, limbs=8, rise=0.7, spread=0.45, twigs=4, leaves=9, leaf=0.2, bark=(0.1, 0.09, 0.05), droop=0.1, stems=True),
    # Clipped boxwood: a tight mound of tiny leaves.
    "boxwood": dict(trunk=0.0, limbs=10, rise=0.4, spread=0.4, twigs=6, leaves=26, leaf=0.06, bark=(0.1, 0.08, 0.06), droop=0.0, stems=True),
}
SHRUBS = ("shrub", "tropical-shrub", "boxwood")
PALM_FORMS = 4
# Leaf albedo by species (linear): the live view's instance colours are tints near white that
# multiply its painted leaf cards, so the green itself is the path tracer's to give.
LEAF_GREEN = {
    "live-oak": (0.045, 0.075, 0.03),
    "water-oak": (0.055, 0.09, 0.032),
    "magnolia": (0.03, 0.06, 0.025),
    "crape-myrtle": (0.06, 0.09, 0.035),
    "shrub": (0.05, 0.085, 0.03),
    "tropical-shrub": (0.04, 0.09, 0.025),
    "boxwood": (0.045, 0.085, 0.025),
}
# The live view's leaf tints average about this (LEAF_GAIN in planting.ts, × the tints).
TINT_MEAN = 1.05


def leaf_material(name, glossy, bloom=None):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes["Principled BSDF"]
    info = nodes.new("ShaderNodeObjectInfo")
    vary = nodes.new("ShaderNodeMixRGB")
    vary.blend_type = "MULTIPLY"
    vary.inputs[0].default_value = 1.0
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 3.0
    links.new(info.outputs["Color"], vary.inputs[1])
    ramp = nodes.new("ShaderNodeMapRange")
    ramp.inputs["To Min"].default_value = 0.7
    ramp.inputs["To Max"].default_value = 1.25
    links.new(noise.outputs["Fac"], ramp.inputs["Value"])
    shade = nodes.new("ShaderNodeCombineRGB")
    for i in range(3):
        links.new(ramp.outputs[0], shade.inputs[i])
    links.new(shade.outputs[0], vary.inputs[2])
    if bloom:
        # Flower clusters: a share of the leaves, chosen per face, in the bloom's colour.
        pick = nodes.new("ShaderNodeAttribute")
        pick.attribute_name = "bloom"
        mix = nodes.new("ShaderNodeMixRGB")
        links.new(pick.outputs["Fac"], mix.inputs[0])
        links.new(vary.outputs[0], mix.inputs[1])
        mix.inputs[2].default_value = (*bloom, 1)
        links.new(mix.outputs[0], bsdf.inputs["Base Color"])
    else:
        links.new(vary.outputs[0], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.35 if glossy else 0.6
    bsdf.inputs["Subsurface"].default_value = 0.0
    # Thin leaves pass light: a little translucency brightens a sunlit crown from behind.
    trans = nodes.new("ShaderNodeBsdfTranslucent")
    links.new(vary.outputs[0], trans.inputs["Color"])
    both = nodes.new("ShaderNodeMixShader")
    both.inputs[0].default_value = 0.2
    links.new(bsdf.outputs[0], both.inputs[1])
    links.new(trans.outputs[0], both.inputs[2])
    links.new(both.outputs[0], nodes["Material Output"].inputs["Surface"])
    return mat


def bark_material(name, colour):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Roughness"].default_value = 0.95
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 60.0
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.6
    links.new(noise.outputs["Fac"], bump.inputs["Height"])
    links.new(bump.outputs[0], bsdf.inputs["Normal"])
    return mat


def grow(name, spec, seed):
    """A tree or shrub a unit tall: trunk, limbs, twigs as tapered prisms; leaves at the twigs."""
    rnd = random.Random(seed)
    bm = bmesh.new()
    leaves = bmesh.new()

    def branch(start, direction, length, radius, sides=6):
        end = start + direction * length
        axis = direction.normalized()
        side = axis.orthogonal().normalized()
        other = axis.cross(side)
        rings = []
        for at, r in ((start, radius), (end, radius * 0.55)):
            ring = [bm.verts.new(at + (side * math.cos(a) + other * math.sin(a)) * r) for a in (i * 2 * math.pi / sides for i in range(sides))]
            rings.append(ring)
        for i in range(sides):
            j = (i + 1) % sides
            bm.faces.new((rings[0][i], rings[0][j], rings[1][j], rings[1][i]))
        return end

    def leaf(at, size):
        # A leaf: a pointed oval of four triangles, turned at random, a little cupped.
        normal = Vector((rnd.uniform(-1, 1), rnd.uniform(-1, 1), rnd.uniform(-0.3, 1))).normalized()
        tangent = normal.orthogonal().normalized()
        rot = Matrix.Rotation(rnd.uniform(0, 2 * math.pi), 3, normal)
        tangent = rot @ tangent
        across = normal.cross(tangent)
        pts = [at, at + tangent * size * 0.5 + across * size * 0.22 + normal * size * 0.05, at + tangent * size, at + tangent * size * 0.5 - across * size * 0.22 + normal * size * 0.05]
        verts = [leaves.verts.new(p) for p in pts]
        leaves.faces.new(verts)

    stems = 4 if spec.get("stems") else 1
    trunk_top = max(spec["trunk"], 0.02)
    limbs_per_stem = max(1, spec["limbs"] // stems)
    for s in range(stems):
        lean = Vector((rnd.uniform(-0.15, 0.15), rnd.uniform(-0.15, 0.15), 1)).normalized() if stems > 1 else Vector((0, 0, 1))
        top = branch(Vector((0, 0, 0)), lean, trunk_top if stems == 1 else spec["rise"] * 0.45, 0.03 if stems == 1 else 0.012)
        for k in range(limbs_per_stem):
            angle = (k + s * 0.37) * 2.39996 + rnd.uniform(-0.3, 0.3)
            height = rnd.uniform(0, 0.25)
            if spec.get("cone"):
                height = k / limbs_per_stem * 0.75
            out = spec["spread"] * (1 - height * 0.9 if spec.get("cone") else 1)
            direction = Vector((math.cos(angle) * out, math.sin(angle) * out, spec["rise"] * (0.5 + rnd.uniform(0, 0.5)) - height * 0.3))
            start = top + lean * height * 0.6 if spec.get("cone") else top
            length = direction.length * (0.55 if spec.get("cone") else 0.7)
            end = branch(start, direction.normalized(), length, 0.016 if stems == 1 else 0.008, 5)
            for _ in range(spec["twigs"]):
                twig_dir = (direction.normalized() + Vector((rnd.uniform(-0.7, 0.7), rnd.uniform(-0.7, 0.7), rnd.uniform(-0.2, 0.6) - spec["droop"]))).normalized()
                from_at = start + (end - start) * rnd.uniform(0.45, 1.0)
                tip = branch(from_at, twig_dir, length * rnd.uniform(0.3, 0.5), 0.006, 4)
                # A cluster of leaves round the twig's outer half.
                for _ in range(spec["leaves"]):
                    t = rnd.uniform(0.2, 1.0)
                    # Scattered round the twig, the tails pulled in: a lone leaf far
                    # from its cluster reads as confetti against the sky.
                    off = Vector((rnd.gauss(0, 1), rnd.gauss(0, 1), rnd.gauss(0, 1)))
                    if off.length > 1.4:
                        off *= 1.4 / off.length
                    at = from_at + (tip - from_at) * t + off * length * 0.13
                    leaf(at, spec["leaf"] * rnd.uniform(0.7, 1.3))
    wood = bpy.data.meshes.new(f"{name}-wood")
    bm.to_mesh(wood)
    bm.free()
    foliage = bpy.data.meshes.new(f"{name}-leaves")
    leaves.to_mesh(foliage)
    leaves.free()
    if name == "crape-myrtle":
        # Crape myrtle blooms at the ends: mark the highest faces as flowers.
        attr = foliage.attributes.new("bloom", "FLOAT", "FACE")
        for poly in foliage.polygons:
            attr.data[poly.index].value = 1.0 if poly.center.z > 0.62 and rnd.random() < 0.7 else 0.0
    return wood, foliage


def plant_all(placements, to_blender, collection):
    """Places every tree, shrub and bed flower; returns how many objects were made."""
    made = 0
    protos = {}
    flower_mesh = None
    for p in placements:
        species = p["species"] if p["kind"] == "tree" or p["species"] in SHRUBS else "shrub"
        if p["kind"] == "flower":
            if flower_mesh is None:
                bm = bmesh.new()
                bmesh.ops.create_icosphere(bm, subdivisions=1, radius=0.045)
                flower_mesh = bpy.data.meshes.new("flower")
                bm.to_mesh(flower_mesh)
                bm.free()
                flower_mesh.materials.append(leaf_material("flower", True))
            obj = bpy.data.objects.new("flower", flower_mesh)
            obj.location = to_blender(p["at"])
            obj.color = (*p["colour"], 1)
            collection.objects.link(obj)
            made += 1
            continue
        # Palms are grown in a few forms, each placement taking one by where it stands: a row of
        # one palm copied reads as a row of poles.
        proto = f"palm-{zlib.crc32(repr(p['at']).encode()) % PALM_FORMS}" if species == "palm" else species
        if proto not in protos and species == "palm":
            import yard_style

            wood, foliage = yard_style.palm(proto, random.Random(proto))
            wood.materials.append(bark_material("bark:palm", (0.3, 0.26, 0.2)))
            foliage.materials.append(yard_style.frond_material())
            protos[proto] = (wood, foliage)
        if proto not in protos:
            spec = SPECIES.get(species, SPECIES["live-oak"])
            # A seed from the name that is the same in every run (str's hash() is salted per process):
            # the same design renders the same trees.
            wood, foliage = grow(species, spec, zlib.crc32(species.encode()) % 1000)
            wood.materials.append(bark_material(f"bark:{species}", spec["bark"]))
            foliage.materials.append(leaf_material(f"leaves:{species}", species == "magnolia", (0.75, 0.22, 0.42) if species == "crape-myrtle" else None))
            protos[proto] = (wood, foliage)
        wood, foliage = protos[proto]
        for mesh in (wood, foliage):
            obj = bpy.data.objects.new(f"tree:{species}", mesh)
            obj.location = to_blender(p["at"])
            obj.rotation_euler = (0, 0, p["turn"])
            width = max(p["width"], p["height"] * 0.6)
            across = width if species in SHRUBS else p["height"]
            obj.scale = (across, across, p["height"])
            # Each plant its own shade of its species' green: the live view's tint, relative to its mean.
            green = LEAF_GREEN.get(species, LEAF_GREEN["live-oak"])
            c = [min(1.3, v / TINT_MEAN) for v in p["colour"]]
            obj.color = (0.5, 0.72, 0.42, 1) if species == "palm" else (green[0] * c[0], green[1] * c[1], green[2] * c[2], 1)
            collection.objects.link(obj)
            made += 1
    return made


def lawn_blades(yard_min, yard_max, holes, material, count):
    """Grass blades as hair over the fenced yard, none on the deck, beds, paths or house."""
    size_x = yard_max[0] - yard_min[0]
    size_y = yard_max[1] - yard_min[1]
    bpy.ops.mesh.primitive_grid_add(x_subdivisions=max(2, int(size_x)), y_subdivisions=max(2, int(size_y)), size=1)
    grid = bpy.context.active_object
    grid.name = "lawn-blades"
    grid.scale = (size_x, size_y, 1)
    grid.location = ((yard_min[0] + yard_max[0]) / 2, (yard_min[1] + yard_max[1]) / 2, -0.016)
    bpy.ops.object.transform_apply(scale=True)
    # The grid's cells over the deck, beds, paths and house are cut away rather than given no
    # density: Blender grows the interpolated children of density-zero parents at the world's
    # origin, which is the pool's corner (a tuft of grass standing on the coping in every picture).
    world = grid.matrix_world
    mesh = bmesh.new()
    mesh.from_mesh(grid.data)
    full = sum(face.calc_area() for face in mesh.faces)
    def covered(v):
        p = world @ v.co
        return any(h[0] - 0.4 <= p.x <= h[2] + 0.4 and h[1] - 0.4 <= p.y <= h[3] + 0.4 for h in holes)

    bmesh.ops.delete(mesh, geom=[v for v in mesh.verts if covered(v)], context="VERTS")
    kept = sum(face.calc_area() for face in mesh.faces)
    mesh.to_mesh(grid.data)
    mesh.free()
    if kept == 0:
        bpy.data.objects.remove(grid)
        return None
    grid.data.materials.append(material)
    grid.hide_render = False
    mod = grid.modifiers.new("grass", "PARTICLE_SYSTEM")
    settings = mod.particle_system.settings
    settings.type = "HAIR"
    # The same blades per square metre as over the whole yard.
    settings.count = max(1, int(count * kept / full))
    settings.hair_length = 0.07
    settings.use_advanced_hair = True
    settings.use_rotations = True
    settings.child_type = "INTERPOLATED"
    settings.rendered_child_count = 12
    settings.child_nbr = 1
    settings.roughness_1 = 0.025
    settings.roughness_2 = 0.02
    settings.child_length = 0.8
    settings.child_length_threshold = 0.4
    settings.root_radius = 1.0
    settings.radius_scale = 0.0025
    settings.tip_radius = 0.0
    settings.display_step = 2
    settings.render_step = 2
    settings.normal_factor = 0.07
    settings.factor_random = 0.03
    settings.brownian_factor = 0.0
    settings.material_slot = material.name
    grid.show_instancer_for_render = False
    return grid
