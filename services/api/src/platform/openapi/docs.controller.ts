import { Controller, Get, Header } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { Public } from '../http/access.decorator';
import { Contract } from '../http/contract.decorator';
import { buildOpenApiDocument } from './openapi-document';

export const DOCS_ASSETS_PREFIX = '/api/docs/assets/';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Vaultline API</title>
    <link rel="stylesheet" href="${DOCS_ASSETS_PREFIX}swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_ASSETS_PREFIX}swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

/** Swagger UI over the generated OpenAPI document (no inline script, so the CSP stays strict). */
@Controller('docs')
@Public()
export class DocsController {
  private document: unknown;

  constructor(private readonly modules: ModulesContainer) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @Contract({ summary: 'API reference (Swagger UI)' })
  page(): string {
    return PAGE;
  }

  @Get('init.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @Contract({ summary: 'Swagger UI start-up script' })
  init(): string {
    return "window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui' });\n";
  }

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  @Contract({ summary: 'OpenAPI 3.1 document' })
  openapi(): unknown {
    this.document ??= buildOpenApiDocument(this.modules);
    return this.document;
  }
}
