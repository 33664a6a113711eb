"""Real materials by name for the exported scene: true-scale procedural textures in metres.

Every exported material is named for what it is (app/features/renderings/scene-export.ts):
`deck:travertine`, `coping:brick`, `finish:pebble-blue`, `water`, `lawn-material`, `wall` ...
Objects come in with world-space vertices and identity transforms, so Object coordinates are
world metres and a 24-inch paver is 0.61 m.
"""

import math

import bpy

FT = 0.3048


class Tree:
    """A node tree being built: short helpers so each material reads as its recipe."""

    def __init__(self, name):
        self.mat = bpy.data.materials.new(name)
        self.mat.use_nodes = True
        self.nodes = self.mat.node_tree.nodes
        self.links = self.mat.node_tree.links
        self.nodes.clear()
        self.out = self.node("ShaderNodeOutputMaterial")
        self.bsdf = self.node("ShaderNodeBsdfPrincipled")
        self.links.new(self.bsdf.outputs[0], self.out.inputs[0])
        coords = self.node("ShaderNodeTexCoord")
        self.pos = coords.outputs["Object"]

    def node(self, kind, **inputs):
        n = self.nodes.new(kind)
        for key, value in inputs.items():
            if key.startswith("_"):
                setattr(n, key[1:], value)
            else:
                n.inputs[key].default_value = value
        return n

    def math(self, op, a, b=None):
        n = self.node("ShaderNodeMath", _operation=op)
        for i, v in enumerate((a, b)):
            if v is None:
                continue
            if isinstance(v, (int, float)):
                n.inputs[i].default_value = v
            else:
                self.links.new(v, n.inputs[i])
        return n.outputs[0]

    def mix(self, fac, a, b, blend="MIX"):
        n = self.node("ShaderNodeMixRGB", _blend_type=blend)
        for i, v in ((0, fac), (1, a), (2, b)):
            if isinstance(v, (int, float)):
                n.inputs[i].default_value = v
            elif isinstance(v, tuple):
                n.inputs[i].default_value = (*v[:3], 1)
            else:
                self.links.new(v, n.inputs[i])
        return n.outputs[0]

    def noise(self, scale, detail=4, roughness=0.55, vector=None):
        """Noise texture. Mottle a surface with its grey `Fac`: its `Color` has three independent
        channels, which tint stone pink and green in patches (keep `Color` for warping vectors)."""
        n = self.node("ShaderNodeTexNoise", Scale=scale, Detail=detail, Roughness=roughness)
        self.links.new(vector or self.pos, n.inputs["Vector"])
        return n

    def scaled(self, sx, sy, sz):
        n = self.node("ShaderNodeMapping")
        n.inputs["Scale"].default_value = (sx, sy, sz)
        self.links.new(self.pos, n.inputs["Vector"])
        return n.outputs[0]

    def bump(self, height, strength, distance=0.01):
        n = self.node("ShaderNodeBump", Strength=strength, Distance=distance)
        self.links.new(height, n.inputs["Height"])
        self.links.new(n.outputs[0], self.bsdf.inputs["Normal"])
        return n

    def set(self, **inputs):
        for key, value in inputs.items():
            socket = self.bsdf.inputs[key.replace("_", " ")]
            if isinstance(value, (int, float, tuple)):
                socket.default_value = (*value[:3], 1) if isinstance(value, tuple) and len(value) == 3 else value
            else:
                self.links.new(value, socket)


def pavers(t, colour, width, height, mortar, joint_colour, offset=0.5, vary=0.12):
    """Brick-bond pavers of `width` x `height` metres with joints, each paver its own shade."""
    brick = t.node("ShaderNodeTexBrick", Scale=1.0, **{"Mortar Size": mortar, "Brick Width": width, "Row Height": height, "Color1": (*colour, 1), "Color2": (*[c * (1 - vary) for c in colour], 1), "Mortar": (*joint_colour, 1), "Mortar Smooth": 0.1})
    brick.offset = offset
    t.links.new(t.pos, brick.inputs["Vector"])
    return brick


def wall_coords(t):
    """Coordinates across a vertical wall: along it (x + y, for walls square to the axes) and up."""
    xyz = t.node("ShaderNodeSeparateXYZ")
    t.links.new(t.pos, xyz.inputs[0])
    wall = t.node("ShaderNodeCombineXYZ")
    t.links.new(t.math("ADD", xyz.outputs["X"], xyz.outputs["Y"]), wall.inputs["X"])
    t.links.new(xyz.outputs["Z"], wall.inputs["Y"])
    return wall.outputs[0]


def stone_texture(t, colour, kind):
    """Deck and coping surfaces at true scale: the kind's joints, grain, pits and relief."""
    c = tuple(colour)
    dark = tuple(v * 0.72 for v in c)
    if kind in ("travertine", "limestone"):
        # 24 x 48-inch travertine (16 x 24 coping), each paver its own shade: cloudy mottling,
        # fine straight striations (vein-cut stone: straight, never the swirl of a wood grain)
        # and scattered pits 2-8 mm across, clustered, darker and sunk below the face.
        b = pavers(t, c, 1.22 if kind == "travertine" else 0.61, 0.61 if kind == "travertine" else 0.41, 0.004, dark)
        mottle = t.noise(3.5, 8, 0.6)
        strata = t.noise(2.0, 6, 0.6, t.scaled(0.25, 9.0, 1.0))
        base = t.mix(0.4, b.outputs["Color"], mottle.outputs["Fac"], "OVERLAY")
        base = t.mix(0.28, base, strata.outputs["Fac"], "OVERLAY")
        warp = t.noise(8.0, 2)
        pits = t.node("ShaderNodeTexVoronoi", Scale=22.0 if kind == "travertine" else 40.0, _feature="F1")
        t.links.new(t.mix(0.08, t.pos, warp.outputs["Color"]), pits.inputs["Vector"])
        cluster = t.math("GREATER_THAN", t.noise(1.2, 2).outputs["Fac"], 0.42)
        hole = t.math("MULTIPLY", t.math("LESS_THAN", pits.outputs["Distance"], 0.13 if kind == "travertine" else 0.07), cluster)
        base = t.mix(hole, base, tuple(v * 0.55 for v in c))
        t.set(Base_Color=base, Roughness=t.math("ADD", 0.5, t.math("MULTIPLY", hole, 0.35)))
        height = t.math("SUBTRACT", b.outputs["Fac"], t.math("MULTIPLY", hole, 0.8))
        t.bump(t.math("MULTIPLY", height, -1.0), 0.5, 0.004)
    elif kind == "porcelain":
        b = pavers(t, c, 1.22, 0.61, 0.003, dark, offset=0.0, vary=0.05)
        grain = t.noise(6.0, 6, 0.6)
        t.set(Base_Color=t.mix(0.18, b.outputs["Color"], grain.outputs["Fac"], "OVERLAY"), Roughness=0.32)
        t.bump(t.math("MULTIPLY", b.outputs["Fac"], -1.0), 0.3, 0.003)
    elif kind == "flagstone":
        cells = t.node("ShaderNodeTexVoronoi", Scale=1.1, _feature="DISTANCE_TO_EDGE")
        t.links.new(t.pos, cells.inputs["Vector"])
        tone = t.node("ShaderNodeTexVoronoi", Scale=1.1, Randomness=1.0)
        t.links.new(t.pos, tone.inputs["Vector"])
        grout = t.math("LESS_THAN", cells.outputs["Distance"], 0.03)
        # Each stone its own shade of the same stone (the cell's random colour as grey only).
        shade = t.node("ShaderNodeRGBToBW")
        t.links.new(tone.outputs["Color"], shade.inputs[0])
        face = t.mix(0.45, c, t.math("ADD", t.math("MULTIPLY", shade.outputs[0], 0.6), 0.2), "OVERLAY")
        face = t.mix(0.3, face, t.noise(9.0).outputs["Fac"], "OVERLAY")
        t.set(Base_Color=t.mix(grout, face, (0.45, 0.43, 0.4)), Roughness=0.8)
        t.bump(t.math("ADD", t.math("MULTIPLY", grout, -1.0), t.math("MULTIPLY", t.noise(14.0).outputs["Fac"], 0.3)), 0.5, 0.01)
    elif kind == "brick":
        b = pavers(t, c, 0.203, 0.102, 0.01, (0.62, 0.6, 0.56), vary=0.25)
        t.set(Base_Color=t.mix(0.3, b.outputs["Color"], t.noise(30.0).outputs["Fac"], "OVERLAY"), Roughness=0.85)
        t.bump(t.math("MULTIPLY", b.outputs["Fac"], -1.0), 0.5, 0.006)
    elif kind == "stamped-concrete":
        b = pavers(t, c, 0.61, 0.61, 0.012, dark, vary=0.18)
        t.set(Base_Color=t.mix(0.4, b.outputs["Color"], t.noise(4.0, 8).outputs["Fac"], "OVERLAY"), Roughness=0.7)
        t.bump(t.math("ADD", t.math("MULTIPLY", b.outputs["Fac"], -1.0), t.math("MULTIPLY", t.noise(20.0).outputs["Fac"], 0.4)), 0.4, 0.006)
    else:
        # Broom-finished concrete: control joints every 10 ft, fine broom lines across, mottling.
        b = pavers(t, c, 10 * FT, 10 * FT, 0.008, dark, offset=0.0, vary=0.03)
        broom = t.node("ShaderNodeTexWave", Scale=90.0, Distortion=3.0, Detail=2.0, _wave_type="BANDS")
        t.links.new(t.pos, broom.inputs["Vector"])
        mottle = t.noise(1.5, 6)
        t.set(Base_Color=t.mix(0.25, b.outputs["Color"], mottle.outputs["Fac"], "OVERLAY"), Roughness=0.85)
        t.bump(t.math("ADD", t.math("MULTIPLY", b.outputs["Fac"], -1.0), t.math("MULTIPLY", broom.outputs["Fac"], 0.15)), 0.35, 0.004)


def finish(name, colour, level, day):
    """The pool's interior: plaster or pebble in its colour, a 6-inch tile band at the waterline,
    and (by day) a projected caustic net on the floor instead of traced caustics."""
    t = Tree(name)
    kind = name.split(":", 1)[1]
    c = tuple(colour)
    if kind.startswith("pebble") or kind == "glass-bead":
        grain = t.node("ShaderNodeTexVoronoi", Scale=220.0)
        t.links.new(t.pos, grain.inputs["Vector"])
        base = t.mix(0.45, c, grain.outputs["Color"], "OVERLAY")
        t.bump(grain.outputs["Distance"], 0.35, 0.002)
    else:
        base = t.mix(0.12, c, t.noise(3.0, 6).outputs["Fac"], "OVERLAY")
    if day:
        net = t.node("ShaderNodeTexVoronoi", Scale=3.2, _feature="DISTANCE_TO_EDGE")
        warp = t.noise(1.5, 2)
        t.links.new(t.mix(0.3, t.pos, warp.outputs["Color"]), net.inputs["Vector"])
        line = t.math("POWER", t.math("SUBTRACT", 1.0, t.math("MINIMUM", t.math("MULTIPLY", net.outputs["Distance"], 9.0), 1.0)), 3.0)
        # Weaker over a dark finish: the light the net focuses is the light the floor reflects.
        luminance = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
        base = t.mix(t.math("MULTIPLY", line, 0.55 * min(1.0, max(0.4, luminance * 3))), base, (1.0, 1.0, 1.0), "ADD")
    # Waterline tile: small glossy blue tiles from the coping down past the water's surface.
    z = t.node("ShaderNodeSeparateXYZ")
    t.links.new(t.pos, z.inputs[0])
    band = t.math("GREATER_THAN", z.outputs["Z"], level - 0.12)
    tiles = t.node("ShaderNodeTexBrick", Scale=1.0, **{"Brick Width": 0.152, "Row Height": 0.152, "Mortar Size": 0.006, "Color1": (0.03, 0.12, 0.2, 1), "Color2": (0.02, 0.09, 0.16, 1), "Mortar": (0.6, 0.6, 0.58, 1)})
    tiles.offset = 0.0
    wall = t.node("ShaderNodeCombineXYZ")
    t.links.new(t.math("ADD", z.outputs["X"], z.outputs["Y"]), wall.inputs["X"])
    t.links.new(z.outputs["Z"], wall.inputs["Y"])
    t.links.new(wall.outputs[0], tiles.inputs["Vector"])
    t.set(Base_Color=t.mix(band, base, tiles.outputs["Color"]), Roughness=t.math("ADD", t.math("MULTIPLY", band, -0.55), 0.7))
    return t.mat


def water(name, tint, day, density=0.5):
    """Clear water: IOR 1.33 glass with a wind ripple; shadow rays pass (tinted by the volume),
    so the floor is sunlit without traced caustics; absorption in the volume below by depth
    (`density` per metre of the tint's complement)."""
    t = Tree(name)
    t.set(Base_Color=(1.0, 1.0, 1.0), Roughness=0.0, IOR=1.33, Transmission=1.0, Specular=0.5)
    ripple = t.noise(2.2, 3, 0.5, t.scaled(1.0, 1.6, 1.0))
    fine = t.noise(9.0, 2, 0.5)
    t.bump(t.math("ADD", ripple.outputs["Fac"], t.math("MULTIPLY", fine.outputs["Fac"], 0.35)), 0.18, 0.02)
    path = t.node("ShaderNodeLightPath")
    clear = t.node("ShaderNodeBsdfTransparent")
    mix = t.node("ShaderNodeMixShader")
    t.links.new(path.outputs["Is Shadow Ray"], mix.inputs[0])
    t.links.new(t.bsdf.outputs[0], mix.inputs[1])
    t.links.new(clear.outputs[0], mix.inputs[2])
    t.links.new(mix.outputs[0], t.out.inputs["Surface"])
    absorb = t.node("ShaderNodeVolumeAbsorption", Density=density)
    absorb.inputs["Color"].default_value = (*tint, 1)
    t.links.new(absorb.outputs[0], t.out.inputs["Volume"])
    return t.mat


def lawn_colour(t, green):
    """`green` (a socket) with the lawn's patches and mowing stripes applied."""
    patches = t.noise(0.25, 3, 0.5)
    dry = t.node("ShaderNodeMapRange", **{"From Min": 0.48, "From Max": 0.68, "To Min": 0.0, "To Max": 0.5})
    t.links.new(patches.outputs["Fac"], dry.inputs["Value"])
    coloured = t.mix(dry.outputs[0], green, (0.2, 0.19, 0.08))
    # Blender's bands repeat every 2π / (20 × scale): one light and one dark stripe.
    stripes = t.node("ShaderNodeTexWave", Scale=math.pi / (20 * LAWN_STRIPE), Distortion=0.3, Detail=1.0, _wave_type="BANDS", _bands_direction="X", _wave_profile="SIN")
    t.links.new(t.pos, stripes.inputs["Vector"])
    # 0.88 .. 1.12 of the colour, across each pair of stripes.
    shade = t.math("ADD", t.math("MULTIPLY", stripes.outputs["Fac"], 0.24), 0.88)
    return _scaled(t, coloured, shade)


def _scaled(t, colour, factor):
    n = t.node("ShaderNodeVectorMath", _operation="SCALE")
    t.links.new(colour, n.inputs[0])
    t.links.new(factor, n.inputs["Scale"])
    return n.outputs[0]


def lawn(name):
    """Lawn under the blades: St. Augustine green (a deep, slightly blue green, not a saturated
    one), with the blades' patches and stripes."""
    t = Tree(name)
    fine = t.noise(6.0, 4)
    t.set(Base_Color=lawn_colour(t, t.mix(fine.outputs["Fac"], (0.035, 0.06, 0.022), (0.06, 0.09, 0.03))), Roughness=0.9)
    t.bump(t.noise(40.0).outputs["Fac"], 0.4, 0.01)
    return t.mat


def grass_blades():
    """The blades' own material: darker at the root, lighter at the tip, each blade its own shade
    (some dry), a little sheen; the lawn's patches and mowing stripes over all."""
    t = Tree("grass-blade")
    info = t.node("ShaderNodeHairInfo")
    tip = t.mix(info.outputs["Intercept"], (0.025, 0.05, 0.018), (0.1, 0.15, 0.055))
    # Random³: most blades green, a few dry.
    blade = t.mix(t.math("MULTIPLY", t.math("POWER", info.outputs["Random"], 3.0), 0.7), tip, (0.16, 0.16, 0.07))
    t.set(Base_Color=lawn_colour(t, blade), Roughness=0.6, Specular=0.3)
    return t.mat


# Half of a pair of mowing stripes, metres.
LAWN_STRIPE = 0.9


def rock(name, colour):
    """Moss rock (Texas sandstone): the builder's brown varied into tan, grey and rust in broad
    patches and thin strata, darker in weathered seams, with a pitted grain: stone, not chips."""
    t = Tree(name)
    c = tuple(colour)
    patches = t.noise(1.2, 4, 0.6)
    tone = t.node("ShaderNodeValToRGB")
    ramp = tone.color_ramp
    ramp.elements[0].color = (c[0] * 0.7, c[1] * 0.7, c[2] * 0.72, 1)
    ramp.elements[1].color = (min(1, c[0] * 1.6), min(1, c[1] * 1.5), min(1, c[2] * 1.3), 1)
    ramp.elements.new(0.5).color = (c[0] * 1.2, c[1] * 1.05, c[2] * 0.85, 1)
    t.links.new(patches.outputs["Fac"], tone.inputs["Fac"])
    # Bedding planes: level bands, warped so no two rocks repeat them.
    strata = t.node("ShaderNodeTexWave", Scale=2.2, Distortion=6.0, Detail=3.0, _wave_type="BANDS", _bands_direction="Z", _wave_profile="SIN")
    t.links.new(t.pos, strata.inputs["Vector"])
    layered = t.node("ShaderNodeMapRange", **{"From Min": 0.0, "From Max": 1.0, "To Min": 0.82, "To Max": 1.08})
    t.links.new(strata.outputs["Fac"], layered.inputs["Value"])
    # Weathered seams: the low valleys of a noise, darker and deeper.
    seams = t.noise(4.0, 5, 0.6)
    seam = t.node("ShaderNodeMapRange", **{"From Min": 0.3, "From Max": 0.42, "To Min": 0.55, "To Max": 1.0})
    t.links.new(seams.outputs["Fac"], seam.inputs["Value"])
    shade = t.math("MULTIPLY", layered.outputs[0], seam.outputs[0])
    t.set(Base_Color=_scaled(t, tone.outputs["Color"], shade), Roughness=0.92)
    grain = t.noise(40.0, 6, 0.6)
    height = t.math("ADD", t.math("MULTIPLY", seam.outputs[0], 0.5), t.math("ADD", t.math("MULTIPLY", strata.outputs["Fac"], 0.2), t.math("MULTIPLY", grain.outputs["Fac"], 0.3)))
    t.bump(height, 0.6, 0.03)
    return t.mat


def vertex_coloured(name, roughness, tint=(1.0, 1.0, 1.0), sheen=0.0):
    """Builder geometry painted by vertex colour (palm trunk and fronds), as the live view does."""
    t = Tree(name)
    attr = t.node("ShaderNodeVertexColor", _layer_name="Col")
    t.set(Base_Color=t.mix(1.0, attr.outputs["Color"], tint, "MULTIPLY"), Roughness=roughness, Sheen=sheen)
    return t.mat


def emissive(name, colour, strength):
    t = Tree(name)
    t.set(Base_Color=colour, Emission=(*colour, 1), Emission_Strength=strength)
    return t.mat


def flame(name):
    """Fire above a bowl: yellow at the root, orange then red as it rises, fading out towards its
    tips and its silhouette and torn into licks, so the builder's cones read as fire, not as lit
    cones."""
    t = Tree(name)
    t.nodes.remove(t.bsdf)
    facing = t.node("ShaderNodeLayerWeight", Blend=0.5)
    core = t.math("POWER", t.math("SUBTRACT", 1.0, facing.outputs["Facing"]), 2.0)
    # Height in the flames' own box: 0 at the bowl's rim, 1 at the highest tip.
    box = t.node("ShaderNodeSeparateXYZ")
    t.links.new(t.node("ShaderNodeTexCoord").outputs["Generated"], box.inputs[0])
    rise = box.outputs["Z"]
    fade = t.node("ShaderNodeMapRange", **{"From Min": 0.95, "From Max": 0.15})
    t.links.new(rise, fade.inputs["Value"])
    licks = t.noise(5.0, 3, 0.6, t.scaled(1.0, 1.0, 0.35))
    lick = t.node("ShaderNodeMapRange", **{"From Min": 0.38, "From Max": 0.62})
    t.links.new(licks.outputs["Fac"], lick.inputs["Value"])
    shown = t.math("MULTIPLY", t.math("MULTIPLY", core, lick.outputs[0]), fade.outputs[0])
    hue = t.node("ShaderNodeValToRGB")
    hue.color_ramp.elements[0].color = (1.0, 0.62, 0.16, 1)
    hue.color_ramp.elements[1].position = 0.8
    hue.color_ramp.elements[1].color = (0.9, 0.16, 0.02, 1)
    t.links.new(rise, hue.inputs["Fac"])
    glow = t.node("ShaderNodeEmission", Strength=0.9)
    t.links.new(hue.outputs["Color"], glow.inputs["Color"])
    mix = t.node("ShaderNodeMixShader")
    t.links.new(shown, mix.inputs[0])
    t.links.new(t.node("ShaderNodeBsdfTransparent").outputs[0], mix.inputs[1])
    t.links.new(glow.outputs[0], mix.inputs[2])
    t.links.new(mix.outputs[0], t.out.inputs[0])
    return t.mat


def falling_water(name, glow):
    """Sheets and arcs of falling water: thin streaked glossy white, lit by the LED at dusk."""
    t = Tree(name)
    streak = t.noise(3.0, 2, 0.5, t.scaled(14.0, 14.0, 0.6))
    t.set(Base_Color=(0.85, 0.93, 0.97), Roughness=0.12, Transmission=0.6, IOR=1.33, Alpha=t.math("ADD", t.math("MULTIPLY", streak.outputs["Fac"], 0.6), 0.35))
    if glow:
        t.set(Emission=(*glow, 1), Emission_Strength=1.5)
    t.mat.blend_method = "BLEND"
    return t.mat


def white_water(name, glow):
    """White water where a feature lands: broken foam that thins out to clear water at the rim,
    not a disc. Its object is a unit disc (render.py, `unit_disc`), so the fade reads its radius."""
    t = Tree(name)
    radius = t.node("ShaderNodeVectorMath", _operation="LENGTH")
    t.links.new(t.pos, radius.inputs[0])
    rim = t.node("ShaderNodeMapRange", _interpolation_type="SMOOTHSTEP", **{"From Min": 0.25, "From Max": 1.0, "To Min": 1.0, "To Max": 0.0})
    t.links.new(radius.outputs["Value"], rim.inputs["Value"])
    churn = t.noise(3.5, 6, 0.65)
    bubbles = t.node("ShaderNodeMapRange", **{"From Min": 0.4, "From Max": 0.62, "To Min": 0.15, "To Max": 1.0})
    t.links.new(churn.outputs["Fac"], bubbles.inputs["Value"])
    t.set(Base_Color=(0.93, 0.96, 0.97), Roughness=0.45, Alpha=t.math("MULTIPLY", t.math("MULTIPLY", rim.outputs[0], bubbles.outputs[0]), 0.9))
    t.bump(churn.outputs["Fac"], 0.4, 0.01)
    if glow:
        t.set(Emission=(*glow, 1), Emission_Strength=0.6)
    t.mat.blend_method = "BLEND"
    return t.mat


def solid(name, colour, roughness, kind=None):
    """A plain builder colour with a little texture so nothing reads as flat plastic."""
    t = Tree(name)
    c = tuple(colour)
    if kind == "stucco":
        t.set(Base_Color=t.mix(0.15, c, t.noise(25.0, 8).outputs["Fac"], "OVERLAY"), Roughness=0.9)
        t.bump(t.noise(60.0, 8).outputs["Fac"], 0.3, 0.003)
    elif kind == "wood":
        boards = pavers(t, c, 0.14, 20.0, 0.006, tuple(v * 0.5 for v in c), offset=0.0, vary=0.2)
        t.links.new(wall_coords(t), boards.inputs["Vector"])
        grain = t.node("ShaderNodeTexWave", Scale=3.0, Distortion=8.0, Detail=4.0, _wave_type="BANDS", _bands_direction="Z")
        t.links.new(t.pos, grain.inputs["Vector"])
        t.set(Base_Color=t.mix(0.2, boards.outputs["Color"], grain.outputs["Color"], "OVERLAY"), Roughness=0.8)
        t.bump(t.math("MULTIPLY", boards.outputs["Fac"], -1.0), 0.4, 0.004)
    elif kind == "roof":
        rows = pavers(t, c, 0.33, 0.14, 0.004, tuple(v * 0.5 for v in c), vary=0.25)
        t.set(Base_Color=rows.outputs["Color"], Roughness=0.9)
        t.bump(rows.outputs["Fac"], 0.5, 0.01)
    else:
        t.set(Base_Color=t.mix(0.08, c, t.noise(8.0).outputs["Fac"], "OVERLAY"), Roughness=roughness)
    return t.mat
