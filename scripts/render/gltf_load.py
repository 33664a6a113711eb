"""Reads the glTF 2.0 that scene-export.ts writes (one embedded buffer, world-space triangle
meshes, float attributes, uint32 indices) into Blender meshes. Debian's Blender lacks numpy,
which its own glTF importer needs; this reader needs nothing but the standard library."""

import base64
import json
from array import array

import bpy


def load(path):
    with open(path) as f:
        gltf = json.load(f)
    uri = gltf["buffers"][0]["uri"]
    data = base64.b64decode(uri[uri.index(",") + 1:])

    def read(index):
        accessor = gltf["accessors"][index]
        view = gltf["bufferViews"][accessor["bufferView"]]
        values = array("I" if accessor["componentType"] == 5125 else "f")
        values.frombytes(data[view["byteOffset"]: view["byteOffset"] + view["byteLength"]])
        return values

    materials = []
    for m in gltf.get("materials", []):
        material = bpy.data.materials.new(m["name"])
        material.diffuse_color = m["pbrMetallicRoughness"]["baseColorFactor"]
        materials.append(material)
    collection = bpy.context.scene.collection
    for node in gltf["nodes"]:
        primitive = gltf["meshes"][node["mesh"]]["primitives"][0]
        attributes = primitive["attributes"]
        p = read(attributes["POSITION"])
        count = len(p) // 3
        # glTF is y up; Blender is z up: (x, y, z) -> (x, -z, y).
        co = array("f", [0.0]) * (count * 3)
        co[0::3], co[1::3], co[2::3] = p[0::3], array("f", (-v for v in p[2::3])), p[1::3]
        indices = read(primitive["indices"]) if "indices" in primitive else array("I", range(count))
        triangles = len(indices) // 3
        mesh = bpy.data.meshes.new(node["name"])
        mesh.vertices.add(count)
        mesh.vertices.foreach_set("co", co)
        mesh.loops.add(len(indices))
        mesh.loops.foreach_set("vertex_index", indices)
        mesh.polygons.add(triangles)
        mesh.polygons.foreach_set("loop_start", array("i", range(0, len(indices), 3)))
        mesh.polygons.foreach_set("loop_total", array("i", [3]) * triangles)
        mesh.update()
        if "NORMAL" in attributes:
            n = read(attributes["NORMAL"])
            mesh.use_auto_smooth = True
            mesh.polygons.foreach_set("use_smooth", array("b", [1]) * triangles)
            mesh.normals_split_custom_set_from_vertices([(n[i], -n[i + 2], n[i + 1]) for i in range(0, len(n), 3)])
        if "COLOR_0" in attributes:
            layer = mesh.color_attributes.new("Col", "FLOAT_COLOR", "POINT")
            layer.data.foreach_set("color", read(attributes["COLOR_0"]))
        if "material" in primitive:
            mesh.materials.append(materials[primitive["material"]])
        mesh.validate()
        collection.objects.link(bpy.data.objects.new(node["name"], mesh))
