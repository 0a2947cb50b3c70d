"""Turning Pydantic argument models into the Chat Completions menu, and their errors into plain words."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError


def _inline(schema: Any, definitions: dict[str, Any]) -> Any:
    """The schema with every $ref replaced by its definition and every "title" dropped, to save tokens."""
    if isinstance(schema, list):
        return [_inline(item, definitions) for item in schema]
    if not isinstance(schema, dict):
        return schema
    if "$ref" in schema:
        siblings = {key: value for key, value in schema.items() if key != "$ref"}
        return _inline({**definitions[schema["$ref"].rsplit("/", 1)[-1]], **siblings}, definitions)
    return {
        key: _inline(value, definitions) for key, value in schema.items() if key not in ("title", "$defs")
    }


def parameters_schema(model: type[BaseModel]) -> dict[str, Any]:
    schema = model.model_json_schema()
    inlined: dict[str, Any] = _inline(schema, schema.get("$defs", {}))
    return inlined


def function_spec(name: str, description: str, model: type[BaseModel]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {"name": name, "description": description, "parameters": parameters_schema(model)},
    }


def validation_message(error: ValidationError) -> str:
    """Pydantic's errors, one short clause per field, in words a model can act on."""
    parts = []
    for item in error.errors():
        field = ".".join(str(part) for part in item["loc"]) or "arguments"
        message = item["msg"].removeprefix("Value error, ")
        if item["type"] == "missing":
            message = "is missing"
        parts.append(f"{field}: {message}")
    return "; ".join(parts) + "."
