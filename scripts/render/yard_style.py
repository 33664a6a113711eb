"""The yard behind the pool as the design's yard style says (app/features/design/yard-style.ts):
the house's cladding and colour, the fence (cedar boards, black iron pickets or a masonry wall),
the planting (native, tropical or minimal), and for a project on open land the back fence gone,
the ground falling away to pasture and, with a vanishing edge, the pool's back wall at the
water's level so the water meets the view."""

import math
import random

import bmesh
import bpy
from mathutils import Vector

import materials

# Linear RGB of the house's paint or stucco.
HOUSE_COLOURS = {
    "cream": (0.74, 0.66, 0.5),
    "white": (0.8, 0.8, 0.78),
    "tan": (0.5, 0.4, 0.28),
    "gray": (0.36, 0.37, 0.38),
}
# Brick bodies by the chosen colour family: buff, painted white, tan-brown, gray.
BRICK_COLOURS = {
    "cream": (0.5, 0.36, 0.22),
    "white": (0.78, 0.77, 0.74),
    "tan": (0.42, 0.22, 0.12),
    "gray": (0.3, 0.29, 0.28),
}


def house_material(style):
    kind, colour = style["house"], style["houseColor"]
    if kind == "brick":
        t = materials.Tree("wall:brick")
        c = BRICK_COLOURS[colour]
        # Modular brick, 8 x 2 2/3 in, running bond, each brick its own shade.
        b = materials.pavers(t, c, 0.203, 0.068, 0.01, (0.6, 0.58, 0.54), vary=0.3)
        t.links.new(materials.wall_coords(t), b.inputs["Vector"])
        t.set(Base_Color=t.mix(0.3, b.outputs["Color"], t.noise(40.0).outputs["Fac"], "OVERLAY"), Roughness=0.88)
        t.bump(t.math("MULTIPLY", b.outputs["Fac"], -1.0), 0.6, 0.006)
        return t.mat
    if kind == "siding":
        t = materials.Tree("wall:siding")
        c = HOUSE_COLOURS[colour]
        # Lap siding, 6-inch exposure: a shadow line under each board, painted, a little sheen.
        z = t.node("ShaderNodeSeparateXYZ")
        t.links.new(t.pos, z.inputs[0])
        board = t.math("FRACT", t.math("DIVIDE", z.outputs["Z"], 0.1524))
        shadow = t.math("MINIMUM", t.math("MULTIPLY", board, 8.0), 1.0)
        t.set(Base_Color=t.mix(t.math("SUBTRACT", 1.0, shadow), c, tuple(v * 0.55 for v in c)), Roughness=0.55)
        t.bump(board, 0.5, 0.01)
        return t.mat
    return materials.solid("wall:stucco", HOUSE_COLOURS[colour], 0.9, "stucco")


def fence_material(style, house_colour):
    kind = style["fence"]
    if kind == "iron":
        # Black iron: 5/8-inch pickets every 4 1/2 in, top and bottom rails; open between.
        t = materials.Tree("fence:iron")
        xyz = t.node("ShaderNodeSeparateXYZ")
        t.links.new(t.pos, xyz.inputs[0])
        along = t.math("ADD", xyz.outputs["X"], xyz.outputs["Y"])
        picket = t.math("LESS_THAN", t.math("FRACT", t.math("DIVIDE", along, 0.115)), 0.14)
        z = xyz.outputs["Z"]
        rail = t.math("MAXIMUM", t.math("LESS_THAN", t.math("ABSOLUTE", t.math("SUBTRACT", z, 0.3)), 0.025), t.math("LESS_THAN", t.math("ABSOLUTE", t.math("SUBTRACT", z, 1.6)), 0.025))
        solid = t.math("MAXIMUM", picket, rail)
        t.set(Base_Color=(0.02, 0.02, 0.022), Roughness=0.45, Metallic=0.6)
        clear = t.node("ShaderNodeBsdfTransparent")
        mix = t.node("ShaderNodeMixShader")
        t.links.new(solid, mix.inputs[0])
        t.links.new(clear.outputs[0], mix.inputs[1])
        t.links.new(t.bsdf.outputs[0], mix.inputs[2])
        t.links.new(mix.outputs[0], t.out.inputs["Surface"])
        return t.mat, materials.solid("post:iron", (0.02, 0.02, 0.022), 0.45)
    if kind == "masonry":
        # A stuccoed block wall in a shade of the house, 16 x 8-inch block lines faintly showing.
        c = tuple(v * 0.85 for v in house_colour)
        t = materials.Tree("fence:masonry")
        b = materials.pavers(t, c, 0.406, 0.203, 0.004, tuple(v * 0.9 for v in c), vary=0.03)
        t.links.new(materials.wall_coords(t), b.inputs["Vector"])
        t.set(Base_Color=t.mix(0.15, b.outputs["Color"], t.noise(25.0, 8).outputs["Fac"], "OVERLAY"), Roughness=0.9)
        t.bump(t.math("ADD", t.math("MULTIPLY", b.outputs["Fac"], -0.3), t.noise(60.0, 8).outputs["Fac"]), 0.3, 0.003)
        return t.mat, materials.solid("post:masonry", tuple(v * 0.78 for v in c), 0.85, "stucco")
    return None, None


def restyle_planting(placements, planting, seed=7):
    """Native keeps the live view's Gulf Coast mix (live oak, water oak, magnolia, crape myrtle,
    shrubs); tropical turns most yard trees into palms and the shrubs broad-leaved and lusher;
    minimal keeps a few clipped shrubs and the trees beyond the fence only."""
    rnd = random.Random(seed)
    out = []
    for p in placements:
        p = dict(p)
        if planting == "tropical":
            if p["kind"] == "tree" and rnd.random() < 0.7:
                p["species"] = "palm"
                p["height"] = max(p["height"], 5.5) * rnd.uniform(0.9, 1.25)
            elif p["kind"] == "shrub":
                p["species"] = "tropical-shrub"
                p["height"] *= 1.35
                p["width"] *= 1.2
        elif planting == "minimal":
            if p["kind"] == "flower" or (p["kind"] == "shrub" and rnd.random() < 0.6):
                continue
            if p["kind"] == "shrub":
                p["species"] = "boxwood"
            if p["kind"] == "tree" and p["species"] == "crape-myrtle":
                continue
        out.append(p)
    return out


def bisect_away(obj, plane_co, plane_no, keep_below=None):
    """Cuts a mesh on a plane and deletes what lies on the plane's normal side (above
    `keep_below` in z only, if given)."""
    mesh = bmesh.new()
    mesh.from_mesh(obj.data)
    geom = mesh.verts[:] + mesh.edges[:] + mesh.faces[:]
    bmesh.ops.bisect_plane(mesh, geom=geom, plane_co=plane_co, plane_no=plane_no)
    if keep_below is not None:
        geom = mesh.verts[:] + mesh.edges[:] + mesh.faces[:]
        bmesh.ops.bisect_plane(mesh, geom=geom, plane_co=Vector((0, 0, keep_below)), plane_no=Vector((0, 0, 1)))
    gone = []
    for face in mesh.faces:
        centre = face.calc_center_median()
        if (centre - plane_co).dot(plane_no) > 1e-4 and (keep_below is None or centre.z > keep_below + 1e-4):
            gone.append(face)
    bmesh.ops.delete(mesh, geom=gone, context="FACES")
    mesh.to_mesh(obj.data)
    mesh.free()
    obj.data.update()


def open_land(extras, to_blender, vanishing):
    """The back fence gone, the ground beyond the pool falling away to open pasture with a far
    tree line; with a vanishing edge, the back wall cut to the water's level and its coping and
    the deck behind it removed, so from the patio the water runs into the view."""
    water = next((o for o in bpy.data.objects if o.name.split(".")[0] == "water"), None)
    level = extras["water"]["level"]
    back = max((water.matrix_world @ Vector(c)).y for c in water.bound_box) if water else None
    yard_far = to_blender((0, 0, extras["yard"]["z"][0])).y
    for obj in list(bpy.data.objects):
        name = obj.name.split(".")[0]
        if obj.type != "MESH":
            continue
        ys = [(obj.matrix_world @ Vector(c)).y for c in obj.bound_box]
        xs = [(obj.matrix_world @ Vector(c)).x for c in obj.bound_box]
        if name in ("fence", "post") and min(ys) > yard_far - 1.0 and (max(xs) - min(xs) > 3 or name == "post"):
            bpy.data.objects.remove(obj)
    if vanishing and back is not None:
        cut = Vector((0, back - 0.02, 0))
        for obj in list(bpy.data.objects):
            name = obj.name.split(".")[0]
            if name in ("coping", "deck", "bed", "lawn"):
                bisect_away(obj, cut, Vector((0, 1, 0)))
            elif name in ("shell",):
                bisect_away(obj, cut, Vector((0, 1, 0)), keep_below=level + 0.01)
        # The catch basin below the edge: a dark trough the overflow falls into.
        bpy.ops.mesh.primitive_cube_add(size=1)
        basin = bpy.context.active_object
        basin.name = "catch-basin"
        xs = [(water.matrix_world @ Vector(c)).x for c in water.bound_box]
        basin.scale = (max(xs) - min(xs) + 0.6, 0.9, 0.5)
        basin.location = ((max(xs) + min(xs)) / 2, back + 0.5, level - 0.9)
        basin.data.materials.append(bpy.data.materials.get("coping-basin") or materials.solid("coping-basin", (0.2, 0.2, 0.2), 0.6))
    # Pasture: a broad field falling away behind the yard, out to a far line of trees.
    start = (back + 0.6) if (vanishing and back is not None) else yard_far
    drop = 1.6 if vanishing else 0.3
    verts = [(-400, start, -0.02), (400, start, -0.02), (400, start + 6, -drop), (-400, start + 6, -drop), (400, 900, -drop - 6), (-400, 900, -drop - 6)]
    mesh = bpy.data.meshes.new("pasture")
    mesh.from_pydata(verts, [], [(0, 1, 2, 3), (3, 2, 4, 5)])
    field = bpy.data.objects.new("pasture", mesh)
    field.data.materials.append(pasture_material())
    bpy.context.scene.collection.objects.link(field)
    rnd = random.Random(3)
    trees = []
    for i in range(70):
        y = rnd.uniform(160, 420)
        x = rnd.uniform(-260, 260)
        trees.append({"kind": "tree", "species": rnd.choice(["live-oak", "live-oak", "water-oak"]), "at": (x, -drop - 6 * (y - start - 6) / (900 - start - 6) + 0.0, -y), "height": rnd.uniform(9, 15), "width": rnd.uniform(10, 16), "turn": rnd.uniform(0, 6.28), "colour": (0.95, 1.0, 0.85)})
    # Nothing of the yard's own planting stands in the view: the trees and beds behind the line go.
    keep = []
    for p in extras["placements"]:
        if to_blender(p["at"]).y < start - (0.3 if p["kind"] != "tree" else 4.0) or p["kind"] == "flower" and to_blender(p["at"]).y < start:
            keep.append(p)
    extras["placements"] = keep
    return trees, start


def pasture_material():
    t = materials.Tree("pasture")
    patches = t.noise(0.04, 5)
    fine = t.noise(3.0, 4)
    base = t.mix(patches.outputs["Fac"], (0.09, 0.13, 0.03), (0.2, 0.22, 0.07))
    t.set(Base_Color=t.mix(0.25, base, fine.outputs["Fac"], "OVERLAY"), Roughness=0.95)
    return t.mat


def palm(name, rnd):
    """A Sabal / queen palm a unit tall: a slightly curved ringed trunk and arching feathered fronds."""
    wood = bmesh.new()
    leaves = bmesh.new()
    # Each form its own lean and curve; the trunk flares at the ground, swells a little below
    # the crown and carries the old leaf bases' rings.
    lean = Vector((rnd.uniform(-0.14, 0.14), rnd.uniform(-0.14, 0.14), 0))
    sway = Vector((rnd.uniform(-0.04, 0.04), rnd.uniform(-0.04, 0.04), 0))
    girth = rnd.uniform(0.85, 1.15)
    rings = []
    sides = 10
    for k in range(25):
        t = k / 24
        centre = Vector((0, 0, t * 0.86)) + lean * t * t + sway * math.sin(math.pi * t)
        flare = 0.9 * max(0.0, 0.08 - t) / 0.08
        swell = 0.12 * math.sin(math.pi * min(1.0, max(0.0, (t - 0.6) / 0.4)))
        r = girth * (0.028 - 0.007 * t) * (1 + flare + swell) + (0.003 if k % 2 else 0)
        rings.append([wood.verts.new(centre + Vector((math.cos(a) * r, math.sin(a) * r, 0))) for a in (i * 2 * math.pi / sides for i in range(sides))])
    for a, b in zip(rings, rings[1:]):
        for i in range(sides):
            j = (i + 1) % sides
            wood.faces.new((a[i], a[j], b[j], b[i]))
    top = Vector((0, 0, 0.86)) + lean
    for f in range(16):
        angle = f * 2.39996 + rnd.uniform(-0.2, 0.2)
        rise = rnd.uniform(0.3, 0.9) if f > 4 else rnd.uniform(0.9, 1.4)
        out = Vector((math.cos(angle), math.sin(angle), 0))
        side = Vector((-math.sin(angle), math.cos(angle), 0))
        length = rnd.uniform(0.3, 0.4)
        prev = None
        for s in range(11):
            u = s / 10
            spine = top + out * length * u + Vector((0, 0, length * (rise * u - 1.25 * u * u)))
            width = 0.11 * math.sin(math.pi * min(1, u * 1.1)) * length
            droop = Vector((0, 0, -width * 0.5))
            row = [leaves.verts.new(spine + side * width + droop), leaves.verts.new(spine), leaves.verts.new(spine - side * width + droop)]
            if prev:
                leaves.faces.new((prev[0], prev[1], row[1], row[0]))
                leaves.faces.new((prev[1], prev[2], row[2], row[1]))
            prev = row
    w = bpy.data.meshes.new(f"{name}-wood")
    wood.to_mesh(w)
    wood.free()
    foliage = bpy.data.meshes.new(f"{name}-leaves")
    leaves.to_mesh(foliage)
    leaves.free()
    return w, foliage


def frond_material():
    """Palm leaflets: slit along their length (an opacity stripe across the frond) so light passes between them."""
    t = materials.Tree("leaves:palm")
    info = t.node("ShaderNodeObjectInfo")
    uv = t.node("ShaderNodeTexCoord")
    stripes = t.node("ShaderNodeTexWave", Scale=60.0, Distortion=0.5, _wave_type="BANDS")
    t.links.new(uv.outputs["Object"], stripes.inputs["Vector"])
    t.set(Base_Color=t.mix(1.0, info.outputs["Color"], (0.55, 0.75, 0.4), "MULTIPLY"), Roughness=0.5)
    clear = t.node("ShaderNodeBsdfTransparent")
    trans = t.node("ShaderNodeBsdfTranslucent")
    t.links.new(info.outputs["Color"], trans.inputs["Color"])
    leaf = t.node("ShaderNodeMixShader")
    leaf.inputs[0].default_value = 0.2
    t.links.new(t.bsdf.outputs[0], leaf.inputs[1])
    t.links.new(trans.outputs[0], leaf.inputs[2])
    mix = t.node("ShaderNodeMixShader")
    t.links.new(t.math("GREATER_THAN", stripes.outputs["Fac"], 0.3), mix.inputs[0])
    t.links.new(clear.outputs[0], mix.inputs[1])
    t.links.new(leaf.outputs[0], mix.inputs[2])
    t.links.new(mix.outputs[0], t.out.inputs["Surface"])
    return t.mat
