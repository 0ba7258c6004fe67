/**
 * A small OpenAPI 3.1 generator. Features register their operations next to their routes, with
 * the same zod schemas that validate the requests; the document is built from them on demand.
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what `z.toJSONSchema()` produces.
 */
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ResponseSpec {
  description: string;
  /** JSON body; a schema registered with {@link OpenApiRegistry.component} becomes a `$ref`. */
  schema?: z.ZodType;
  headers?: Record<string, { description: string }>;
}

export interface OperationSpec {
  method: HttpMethod;
  /** Express-style path, e.g. `/api/tours/:idOrSlug`. */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Requires `Authorization: Bearer <JWT>`. */
  auth?: boolean;
  responses: Record<number, ResponseSpec>;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const COMPONENT_PREFIX = '#/components/schemas/';

function stripDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

function inputSchema(schema: z.ZodType): JsonSchema {
  return stripDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

function toOpenApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

export class OpenApiRegistry {
  private readonly components = z.registry<{ id: string }>();
  private readonly names = new Map<z.ZodType, string>();
  private readonly operations: OperationSpec[] = [];
  private cached: JsonSchema | undefined;

  /** Names a response schema so that operations refer to it as `#/components/schemas/<name>`. */
  component<T extends z.ZodType>(name: string, schema: T): T {
    const existing = this.names.get(schema);
    if (existing !== undefined && existing !== name) throw new Error(`Schema already registered as ${existing}`);
    if (existing === undefined) {
      this.components.add(schema, { id: name });
      this.names.set(schema, name);
      this.cached = undefined;
    }
    return schema;
  }

  add(operation: OperationSpec): void {
    const key = `${operation.method} ${toOpenApiPath(operation.path)}`;
    if (this.operations.some((op) => `${op.method} ${toOpenApiPath(op.path)}` === key)) {
      throw new Error(`Operation ${key} registered twice`);
    }
    this.operations.push(operation);
    this.cached = undefined;
  }

  /** The OpenAPI 3.1 document of everything registered so far. */
  document(info: OpenApiInfo): JsonSchema {
    this.cached ??= this.build(info);
    return this.cached;
  }

  private responseSchema(schema: z.ZodType): JsonSchema {
    const name = this.names.get(schema);
    if (name !== undefined) return { $ref: `${COMPONENT_PREFIX}${name}` };
    return stripDialect(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema);
  }

  private parameters(where: 'path' | 'query', schema: z.ZodObject | undefined): JsonSchema[] {
    if (!schema) return [];
    const json = inputSchema(schema);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => {
      const { description, ...rest } = property;
      return {
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      };
    });
  }

  private build(info: OpenApiInfo): JsonSchema {
    const paths: Record<string, Record<string, JsonSchema>> = {};
    for (const op of this.operations) {
      const responses: Record<string, JsonSchema> = {};
      for (const [status, response] of Object.entries(op.responses)) {
        responses[status] = {
          description: response.description,
          ...(response.headers
            ? {
                headers: Object.fromEntries(
                  Object.entries(response.headers).map(([name, header]) => [
                    name,
                    { description: header.description, schema: { type: 'string' } },
                  ]),
                ),
              }
            : {}),
          ...(response.schema
            ? { content: { 'application/json': { schema: this.responseSchema(response.schema) } } }
            : {}),
        };
      }
      const parameters = [...this.parameters('path', op.params), ...this.parameters('query', op.query)];
      const operation: JsonSchema = {
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        ...(op.tags ? { tags: op.tags } : {}),
        operationId: `${op.method}${toOpenApiPath(op.path)
          .replace(/^\/api/, '')
          .split(/[^A-Za-z0-9]+/)
          .filter(Boolean)
          .map((part) => part[0]?.toUpperCase() + part.slice(1))
          .join('')}`,
        ...(parameters.length ? { parameters } : {}),
        ...(op.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(op.body) } } } }
          : {}),
        ...(op.auth ? { security: [{ bearerAuth: [] }] } : {}),
        responses,
      };
      const path = toOpenApiPath(op.path);
      paths[path] = { ...paths[path], [op.method]: operation };
    }

    const generated = z.toJSONSchema(this.components, {
      uri: (id) => `${COMPONENT_PREFIX}${id}`,
      io: 'output',
      unrepresentable: 'any',
    }) as { schemas: Record<string, JsonSchema> };
    const schemas = Object.fromEntries(
      Object.entries(generated.schemas).map(([name, schema]) => [name, stripDialect(schema)]),
    );

    return {
      openapi: '3.1.0',
      info,
      jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
      paths,
      components: {
        schemas,
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    };
  }
}
