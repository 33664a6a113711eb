"""Renders one exported design with Cycles: run by app/features/renderings/blender.server.ts as
blender -b --factory-startup -noaudio --python render.py -- SCENE.gltf EXTRAS.json OUT WIDTH HEIGHT SAMPLES

The scene's geometry is the 3-D view's own (exported by scene-export.ts); here it gets real
materials by name (materials.py), grown planting and lawn blades (plants.py), a Nishita sky with
the sun where it stands over Houston at the hour, and at dusk the pool's LEDs, fire and house
light. Settings are chosen for a clean picture in few samples (docs/decisions/039).
"""

import json
import math
import os
import sys

import bmesh
import bpy
from mathutils import Matrix, Vector

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gltf_load  # noqa: E402
import materials  # noqa: E402
import plants  # noqa: E402
import yard_style  # noqa: E402

LATITUDE, LONGITUDE, UTC_OFFSET = 29.76, -95.37, -5  # Houston, daylight time
DAY_OF_YEAR = 140  # 20 May: late spring
HOURS = {"day": 10.5, "dusk": 20.25}
# A warm LED (amber) crossing metres of blue-green water loses its red first and the pool reads
# olive, like dirty water, though a warm-lit pool looks golden to the eye beside it. With a warm
# LED at dusk the water absorbs this fraction of its usual amount; other LEDs' water is unchanged.
WARM_LED_CLARITY = 0.3


def warm_glow(glow):
    """Whether dusk's LED colour (linear RGB, or None by day) is a warm one: far more red than blue."""
    return glow is not None and glow[0] > 4 * glow[2]
# The plan's palette is a screen colour; real pale stone reflects about 60 % (travertine ~0.6).
STONE_ALBEDO = 0.72


# The sky as seen (camera rays and reflections) against the one that lights: clearer air, a
# share of its brightness with more colour, and (by day) nothing below `lowest` degrees up but
# the sky that far up (measured: the top rows turn from a grey (120, 147, 177) to a clear blue;
# docs/decisions/039-appendix-measurements.md).
SKY_SEEN = {
    "day": {"dust": 0.2, "saturation": 1.25, "value": 0.62, "lowest": 8},
    "dusk": {"dust": 0.2, "saturation": 1.15, "value": 0.7, "lowest": -90},
}


def sun_position(hour):
    """Elevation and azimuth (clockwise from north), radians, of the sun over Houston (NOAA's
    approximation, good to a fraction of a degree)."""
    g = 2 * math.pi / 365 * (DAY_OF_YEAR - 1 + (hour - 12) / 24)
    eq = 229.18 * (0.000075 + 0.001868 * math.cos(g) - 0.032077 * math.sin(g) - 0.014615 * math.cos(2 * g) - 0.040849 * math.sin(2 * g))
    decl = 0.006918 - 0.399912 * math.cos(g) + 0.070257 * math.sin(g) - 0.006758 * math.cos(2 * g) + 0.000907 * math.sin(2 * g)
    solar_minutes = hour * 60 + eq + 4 * LONGITUDE - 60 * UTC_OFFSET
    ha = math.radians(solar_minutes / 4 - 180)
    lat = math.radians(LATITUDE)
    cos_zenith = math.sin(lat) * math.sin(decl) + math.cos(lat) * math.cos(decl) * math.cos(ha)
    zenith = math.acos(max(-1, min(1, cos_zenith)))
    azimuth = math.atan2(math.sin(ha), math.cos(ha) * math.sin(lat) - math.tan(decl) * math.cos(lat)) + math.pi
    return math.pi / 2 - zenith, azimuth


def to_blender(v):
    """glTF (y up) to Blender (z up), as gltf_load turns the scene."""
    return Vector((v[0], -v[2], v[1]))


def main():
    argv = sys.argv[sys.argv.index("--") + 1:]
    scene_path, extras_path, out, width, height, samples = argv[0], argv[1], argv[2], int(argv[3]), int(argv[4]), int(argv[5])
    # Optional 7th argument: "denoise" (the default) or "raw" (samples alone, for measuring).
    denoise = (argv[6] if len(argv) > 6 else "denoise") != "raw"
    with open(extras_path) as f:
        extras = json.load(f)
    day = extras["time"] == "day"

    bpy.ops.wm.read_factory_settings(use_empty=True)
    gltf_load.load(scene_path)
    scene = bpy.context.scene
    style = extras.get("style") or {"house": "stucco", "houseColor": "cream", "fence": "wood", "planting": "native"}
    assign_materials(extras, day)
    dress_yard(style)
    land = extras.get("land") or {}
    far_trees, open_from = yard_style.open_land(extras, to_blender, land.get("vanishingEdge")) if land.get("open") else ([], None)
    extras["open_from"] = open_from
    extras["placements"] = clear_sightline(yard_style.restyle_planting(extras["placements"], style["planting"]) + far_trees, extras)
    plant(extras, style)
    light(scene, extras, day)
    camera(scene, extras)
    configure(scene, out, width, height, samples, day)
    if denoise:
        guided_denoise(scene, width)
    # Blender's own status lines reach a pipe in 4 KB blocks; these, flushed, carry the
    # progress (`Sample n/N`) and peak memory to blender.server.ts as they happen.
    bpy.app.handlers.render_stats.append(lambda stats: print(stats, flush=True))
    print("Sample 0/%d scene ready" % samples, flush=True)
    bpy.ops.render.render(write_still=True)


def assign_materials(extras, day):
    colours = extras["colours"]
    level = extras["water"]["level"]
    made = {}
    leds = extras["leds"]
    glow = tuple(leds[0]["colour"]) if leds and not day else None

    def material_for(name, original):
        if name in made:
            return made[name]
        base = tuple(original.diffuse_color[:3]) if original else (0.8, 0.8, 0.8)
        kind = name.split(":", 1)[1] if ":" in name else name
        if name.startswith("deck:"):
            m = materials.Tree(name)
            materials.stone_texture(m, [c * STONE_ALBEDO for c in colours["deck"]], kind)
            m = m.mat
        elif name.startswith("coping:"):
            m = materials.Tree(name)
            materials.stone_texture(m, [c * STONE_ALBEDO for c in colours["coping"]], kind if kind != "concrete" else "broom-concrete")
            m = m.mat
        elif name.startswith("finish:"):
            m = materials.finish(name, colours["finish"], level, day)
        elif name == "water":
            m = materials.water(name, extras["water"]["shallow"], day, WARM_LED_CLARITY * 0.5 if warm_glow(glow) else 0.5)
        elif name in ("sheet", "stream"):
            m = materials.falling_water(name, glow)
        elif name == "foam":
            m = materials.white_water(name, glow)
        elif name == "rock":
            m = materials.rock(name, base)
        elif name == "lawn-material":
            m = materials.lawn(name)
        elif name == "wall":
            m = materials.solid(name, (0.78, 0.74, 0.66), 0.9, "stucco")
        elif name == "wood":
            m = materials.solid(name, (0.36, 0.22, 0.12), 0.8, "wood")
        elif name == "roof":
            m = materials.solid(name, (0.16, 0.15, 0.14), 0.9, "roof")
        elif name in ("palm-trunk", "frond"):
            m = materials.vertex_coloured(name, 0.9 if name == "palm-trunk" else 0.55, (0.45, 0.38, 0.3) if name == "palm-trunk" else (0.35, 0.42, 0.2))
        elif name == "flame":
            m = materials.flame(name)
        elif name == "glass":
            m = materials.emissive(name, (1.0, 0.62, 0.3), 4.0) if not day else materials.solid(name, (0.02, 0.025, 0.03), 0.05)
        elif name == "lantern":
            m = materials.emissive(name, (1.0, 0.7, 0.4), 0.5 if day else 12.0)
        elif name == "halo":
            m = None
        else:
            m = materials.solid(name, base, 0.6)
        made[name] = m
        return m

    for obj in list(bpy.data.objects):
        if obj.type != "MESH" or not obj.data.materials:
            continue
        original = obj.data.materials[0]
        name = original.name.split(".")[0]
        if obj.name.startswith("churn"):
            # The live view's mound where a spa's spill lands wears the falling sheet's look;
            # drawn so here it was an opaque saucer, glowing at dusk. It is white water like the
            # foam round it: broken up, fading to clear water at its rim.
            name = "foam"
        replacement = material_for(name, original)
        if replacement is None or (day and name == "flame"):
            # The live view's painted glow under a fire bowl (the fire's own light does it here),
            # and by day the flames: the bowls are unlit, fire in daylight reads as solid cones.
            bpy.data.objects.remove(obj)
            continue
        obj.data.materials[0] = replacement
        if obj.name.startswith(("water", "spa-water")):
            # The water surface becomes a closed volume down past the floor, so the volume
            # absorbs by depth; its sides stand just outside the shell's walls.
            # The surface arrives as loose triangles: welded into one sheet first, or each
            # triangle would become a prism of its own and every diagonal of the triangulation
            # a glass wall across the pool (a plank through the water, a dark band beyond it).
            # A flat surface: no custom normals (the builder's face down), the face's own up.
            mesh = bmesh.new()
            mesh.from_mesh(obj.data)
            bmesh.ops.remove_doubles(mesh, verts=mesh.verts, dist=0.0005)
            mesh.normal_update()
            mesh.faces.ensure_lookup_table()
            if mesh.faces[0].normal.z < 0:
                bmesh.ops.reverse_faces(mesh, faces=mesh.faces)
            mesh.to_mesh(obj.data)
            mesh.free()
            bpy.context.view_layer.objects.active = obj
            bpy.ops.mesh.customdata_custom_splitnormals_clear()
            obj.data.use_auto_smooth = False
            solid = obj.modifiers.new("depth", "SOLIDIFY")
            solid.thickness = 3.5
            solid.offset = -1.0
            solid.use_even_offset = True
        if obj.name.startswith("rock"):
            # The builder's rocks are smooth icosahedra: broken up into boulders' lumps and ledges.
            rough_up(obj)
        if name == "foam":
            unit_disc(obj)
        if obj.name.startswith(("splash", "churn", "sheet", "spa-spill", "falls", "scupper-spill", "jet")):
            obj.visible_shadow = False


def rough_up(obj):
    """Subdivides a rock, shades it smooth (a faceted icosahedron reads as chips) and displaces
    it with coarse cloud noise by a quarter of its size; the stone's grain is its material's."""
    size = max(obj.dimensions)
    # The live view draws its rocks flat-shaded, so each face arrives with vertices of its own:
    # subdivided apart, every face would round into a chip of its own. Welded first, and without
    # the imported normals, the rock subdivides into one smooth stone.
    mesh = bmesh.new()
    mesh.from_mesh(obj.data)
    bmesh.ops.remove_doubles(mesh, verts=mesh.verts, dist=0.0005)
    mesh.to_mesh(obj.data)
    mesh.free()
    bpy.context.view_layer.objects.active = obj
    bpy.ops.mesh.customdata_custom_splitnormals_clear()
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    smooth = obj.modifiers.new("lumps", "SUBSURF")
    smooth.levels = smooth.render_levels = 3
    texture = bpy.data.textures.get("rock-lumps") or bpy.data.textures.new("rock-lumps", "CLOUDS")
    texture.noise_scale = 0.45
    texture.noise_depth = 2
    lumps = obj.modifiers.new("ledges", "DISPLACE")
    lumps.texture = texture
    lumps.texture_coords = "GLOBAL"
    lumps.strength = size * 0.25
    lumps.mid_level = 0.5


def unit_disc(obj):
    """Moves a foam patch's origin to its centre and scales its mesh to radius 1 (the exported
    meshes are in world space), so its material fades by the radius whatever the patch's size."""
    mesh = obj.data
    centre = sum((v.co for v in mesh.vertices), Vector()) / len(mesh.vertices)
    radius = max((v.co - centre).length for v in mesh.vertices) or 1.0
    for v in mesh.vertices:
        v.co = (v.co - centre) / radius
    obj.matrix_world = obj.matrix_world @ Matrix.Translation(centre) @ Matrix.Scale(radius, 4)


def dress_yard(style):
    """The house's cladding and colour and the fence, as the yard style says."""
    house = yard_style.house_material(style)
    fence, post = yard_style.fence_material(style, yard_style.HOUSE_COLOURS[style["houseColor"]])
    for obj in bpy.data.objects:
        if obj.type != "MESH" or not obj.data.materials:
            continue
        name = obj.name.split(".")[0]
        if name == "house":
            obj.data.materials[0] = house
        elif name == "fence" and fence:
            obj.data.materials[0] = fence
        elif name == "post" and post:
            obj.data.materials[0] = post


def clear_sightline(placements, extras):
    """The placements less any tree or shrub the camera would stand in or against.

    A photographer steps round a tree rather than shoot through its crown: from a high corner
    (the aerial view) a tree planted there filled a third of the frame with a blur of leaves.
    A plant goes when its crown's middle is within its own radius and 2.5 m of the eye.
    """
    eye = to_blender(extras["camera"]["eye"])
    kept = []
    for p in placements:
        if p["kind"] != "flower":
            at = to_blender(p["at"])
            radius = max(p["width"], p["height"] * 0.6) / 2
            crown = Vector((at.x, at.y, at.z + p["height"] * 0.6))
            if (crown - eye).length < radius + 2.5:
                continue
        kept.append(p)
    return kept


def plant(extras, style):
    collection = bpy.context.scene.collection
    plants.plant_all(extras["placements"], to_blender, collection)
    holes = []
    for obj in bpy.data.objects:
        if obj.type == "MESH" and obj.name.split(".")[0] in ("deck", "bed", "walk", "house", "stone", "pedestal", "coping"):
            xs = [(obj.matrix_world @ Vector(c)).x for c in obj.bound_box]
            ys = [(obj.matrix_world @ Vector(c)).y for c in obj.bound_box]
            holes.append((min(xs), min(ys), max(xs), max(ys)))
    yard = extras["yard"]
    low = to_blender((yard["x"][0], 0, yard["z"][1]))
    high = to_blender((yard["x"][1], 0, yard["z"][0]))
    area = (high.x - low.x) * (high.y - low.y)
    if extras.get("open_from") is not None:
        # No lawn blades past the open side: the pasture (or the vanishing edge's drop) is there.
        holes.append((low.x - 50, extras["open_from"] - 0.5, high.x + 50, high.y + 50))
    plants.lawn_blades((low.x, low.y), (high.x, high.y), holes, materials.grass_blades(), int(area * 40))
    if style["planting"] == "tropical" or style["planting"] == "minimal":
        # The builder's two palms belong to the tropical yard; a minimal one keeps none.
        for obj in list(bpy.data.objects):
            if obj.name.split(".")[0] in ("palm-stem", "palm-crown") and style["planting"] == "minimal":
                bpy.data.objects.remove(obj)


def light(scene, extras, day):
    world = bpy.data.worlds.new("sky")
    scene.world = world
    world.use_nodes = True
    nodes = world.node_tree.nodes
    links = world.node_tree.links
    elevation, azimuth = sun_position(HOURS["day" if day else "dusk"])

    def nishita(dust, vector=None):
        sky = nodes.new("ShaderNodeTexSky")
        if vector:
            links.new(vector, sky.inputs["Vector"])
        sky.sky_type = "NISHITA"
        sky.sun_elevation = elevation
        sky.sun_rotation = azimuth
        sky.sun_disc = False
        sky.altitude = 30
        sky.air_density = 1.2
        sky.dust_density = dust
        return sky.outputs[0]

    background = nodes["Background"]
    # The sky that lights the yard keeps a humid Gulf Coast evening's dust (warm, soft light);
    # the sky a camera ray or a reflection in the water sees is the same sun's clearer air, a
    # little darker and so more coloured under Filmic: a clear Houston blue above the trees by
    # day, not a beige haze; at dusk a deep blue overhead over the glow, not a grey one.
    seen_as = SKY_SEEN["day" if day else "dusk"]
    seen = nodes.new("ShaderNodeHueSaturation")
    seen.inputs["Saturation"].default_value = seen_as["saturation"]
    seen.inputs["Value"].default_value = seen_as["value"]
    # Seen through a gap to the horizon, the day sky is the one a few degrees up: a yard's
    # horizon is the neighbours' roofs and trees, never the bare band where the air turns beige.
    # (At dusk that band is the afterglow, kept.)
    direction = nodes.new("ShaderNodeSeparateXYZ")
    links.new(nodes.new("ShaderNodeTexCoord").outputs["Generated"], direction.inputs[0])
    raised = nodes.new("ShaderNodeMath")
    raised.operation = "MAXIMUM"
    raised.inputs[1].default_value = math.sin(math.radians(seen_as["lowest"]))
    links.new(direction.outputs["Z"], raised.inputs[0])
    upward = nodes.new("ShaderNodeCombineXYZ")
    links.new(direction.outputs["X"], upward.inputs["X"])
    links.new(direction.outputs["Y"], upward.inputs["Y"])
    links.new(raised.outputs[0], upward.inputs["Z"])
    unit = nodes.new("ShaderNodeVectorMath")
    unit.operation = "NORMALIZE"
    links.new(upward.outputs[0], unit.inputs[0])
    links.new(nishita(seen_as["dust"], unit.outputs[0]), seen.inputs["Color"])
    path = nodes.new("ShaderNodeLightPath")
    looked_at = nodes.new("ShaderNodeMath")
    looked_at.operation = "MAXIMUM"
    links.new(path.outputs["Is Camera Ray"], looked_at.inputs[0])
    links.new(path.outputs["Is Glossy Ray"], looked_at.inputs[1])
    choose = nodes.new("ShaderNodeMixRGB")
    links.new(looked_at.outputs[0], choose.inputs[0])
    links.new(nishita(0.8 if day else 1.5), choose.inputs[1])
    links.new(seen.outputs[0], choose.inputs[2])
    links.new(choose.outputs[0], background.inputs[0])
    background.inputs["Strength"].default_value = 0.22 if day else 2.2
    world.cycles_visibility.diffuse = True

    if day:
        direction = Vector((math.sin(azimuth) * math.cos(elevation), math.cos(azimuth) * math.cos(elevation), math.sin(elevation)))
        sun = bpy.data.lights.new("sun", "SUN")
        sun.energy = 4.2
        sun.angle = math.radians(0.6)
        sun.color = (1.0, 0.96, 0.9)
        obj = bpy.data.objects.new("sun", sun)
        obj.rotation_euler = direction.to_track_quat("Z", "Y").to_euler()
        scene.collection.objects.link(obj)
        return
    # Dusk: the pool's own LEDs under water, fire in the bowls, warm house and garden light.
    for led in extras["leds"]:
        lamp = bpy.data.lights.new("led", "POINT")
        lamp.energy = 220.0
        lamp.shadow_soft_size = 0.08
        lamp.color = led["colour"]
        obj = bpy.data.objects.new("led", lamp)
        obj.location = to_blender(led["at"])
        scene.collection.objects.link(obj)
    # The spa's own light: the builder lights the pool; a spa lit only by the pool's glow was a
    # black hole beside it. One lamp under its water's middle, the pool's first colour.
    for obj in bpy.data.objects:
        if obj.name.startswith("spa-water") and extras["leds"]:
            lamp = bpy.data.lights.new("spa-led", "POINT")
            lamp.energy = 120.0
            lamp.shadow_soft_size = 0.08
            lamp.color = extras["leds"][0]["colour"]
            light_obj = bpy.data.objects.new("spa-led", lamp)
            # It stands in the middle of the water, not in a wall: seen through the surface it
            # was a white ball floating in the spa. It lights the spa's walls and seat; the eye
            # sees them glow, not the lamp.
            light_obj.visible_transmission = False
            light_obj.visible_glossy = False
            corners = [obj.matrix_world @ Vector(c) for c in obj.bound_box]
            light_obj.location = sum(corners, Vector()) / 8
            light_obj.location.z = max(c.z for c in corners) - 0.5
            scene.collection.objects.link(light_obj)
    for fire in extras["fires"]:
        lamp = bpy.data.lights.new("fire", "POINT")
        lamp.energy = 160.0
        lamp.shadow_soft_size = 0.25
        lamp.color = (1.0, 0.5, 0.18)
        obj = bpy.data.objects.new("fire", lamp)
        obj.location = to_blender(fire) + Vector((0, 0, 0.35))
        scene.collection.objects.link(obj)
    for p in extras["placements"]:
        if p["kind"] == "tree" and p["height"] < 6:
            # An uplight at the foot of each yard tree.
            lamp = bpy.data.lights.new("uplight", "SPOT")
            lamp.energy = 90.0
            lamp.spot_size = math.radians(50)
            lamp.color = (1.0, 0.78, 0.5)
            obj = bpy.data.objects.new("uplight", lamp)
            obj.location = to_blender(p["at"]) + Vector((0.6, 0.6, 0.15))
            scene.collection.objects.link(obj)


def camera(scene, extras):
    """The exported camera: level with a shifted lens near eye level (scene-export.ts `cameraOf`)."""
    cam = bpy.data.cameras.new("camera")
    cam.sensor_fit = "VERTICAL"
    cam.angle_y = math.radians(extras["camera"]["fov"])
    cam.shift_y = extras["camera"].get("shift", 0.0)
    cam.clip_start = 0.1
    cam.clip_end = 2000
    obj = bpy.data.objects.new("camera", cam)
    eye = to_blender(extras["camera"]["eye"])
    target = to_blender(extras["camera"]["target"])
    obj.location = eye
    obj.rotation_euler = (target - eye).to_track_quat("-Z", "Y").to_euler()
    scene.collection.objects.link(obj)
    scene.camera = obj


def configure(scene, out, width, height, samples, day):
    scene.render.engine = "CYCLES"
    cycles = scene.cycles
    cycles.device = "CPU"
    cycles.samples = samples
    cycles.use_adaptive_sampling = True
    cycles.adaptive_threshold = 0.015
    cycles.adaptive_min_samples = min(16, samples)
    cycles.use_denoising = False
    cycles.max_bounces = 6
    cycles.diffuse_bounces = 2
    cycles.glossy_bounces = 3
    cycles.transmission_bounces = 4
    cycles.transparent_max_bounces = 8
    cycles.volume_bounces = 0
    cycles.caustics_reflective = False
    cycles.caustics_refractive = False
    cycles.blur_glossy = 1.0
    cycles.sample_clamp_direct = 0.0
    cycles.sample_clamp_indirect = 3.0
    cycles.use_auto_tile = False
    scene.render.threads_mode = "AUTO"
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    scene.view_settings.exposure = -0.45 if day else 0.0
    scene.render.filepath = out
    image = scene.render.image_settings
    if out.lower().endswith(".png"):
        image.file_format = "PNG"
    else:
        image.file_format = "JPEG"
        image.quality = 90


def guided_denoise(scene, width):
    """Our own edge-aware denoise (Blender 3.4 on Debian has no OpenImageDenoise), built from the
    compositor's cross-bilateral filter, guided by Cycles' denoising albedo and normal passes:

    1. demodulate: divide the noisy image by the albedo (floored), leaving the lighting, which is
       smooth wherever the surface and its orientation are (texture detail is not blurred: it
       lives in the albedo and is multiplied back at the end);
    2. filter the lighting twice with the Bilateral Blur node: each pixel averages the pixels in
       a small window whose guide (albedo + normal) differs from its own by less than a
       threshold, so nothing bleeds across a paver joint, a coping edge, a leaf or the waterline;
       two box passes give a tent-shaped kernel;
    3. remodulate: multiply by the same albedo.
    The window grows with the picture (about 1/400 of its width), so the filter covers the same
    part of the scene at any size. Measured against samples alone in docs/decisions/039.
    """
    scene.view_layers[0].cycles.denoising_store_passes = True
    scene.use_nodes = True
    scene.render.use_compositing = True
    tree = scene.node_tree
    tree.nodes.clear()
    layers = tree.nodes.new("CompositorNodeRLayers")
    composite = tree.nodes.new("CompositorNodeComposite")
    links = tree.links

    def mix(blend, a, b, fac=1.0):
        n = tree.nodes.new("CompositorNodeMixRGB")
        n.blend_type = blend
        n.inputs[0].default_value = fac
        for i, v in ((1, a), (2, b)):
            if isinstance(v, tuple):
                n.inputs[i].default_value = v
            else:
                links.new(v, n.inputs[i])
        return n.outputs[0]

    albedo = mix("LIGHTEN", layers.outputs["Denoising Albedo"], (0.03, 0.03, 0.03, 1.0))
    light = mix("DIVIDE", layers.outputs["Image"], albedo)
    # Guide: albedo (x2, so colour edges count) plus the normal (half weight).
    guide = mix("ADD", mix("MULTIPLY", layers.outputs["Denoising Albedo"], (2.0, 2.0, 2.0, 1.0)), mix("MULTIPLY", layers.outputs["Denoising Normal"], (0.5, 0.5, 0.5, 1.0)))
    radius = max(1.0, round(width / 400))
    for _ in range(2):
        blur = tree.nodes.new("CompositorNodeBilateralblur")
        blur.iterations = 1
        blur.sigma_space = radius
        blur.sigma_color = DENOISE_THRESHOLD
        links.new(light, blur.inputs["Image"])
        links.new(guide, blur.inputs["Determinator"])
        light = blur.outputs[0]
    result = mix("MULTIPLY", light, albedo)
    # Keep the render's alpha (the sky is opaque anyway).
    links.new(result, composite.inputs["Image"])
    noisy = os.environ.get("RENDER_KEEP_NOISY")
    if noisy:
        # For measuring: the same samples, unfiltered, beside the filtered picture.
        keep = tree.nodes.new("CompositorNodeOutputFile")
        keep.base_path = os.path.dirname(noisy)
        keep.file_slots[0].path = os.path.basename(noisy)
        keep.format.file_format = "PNG"
        links.new(layers.outputs["Image"], keep.inputs[0])


DENOISE_THRESHOLD = 0.25

main()
