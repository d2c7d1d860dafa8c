import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { InWorld, Script } from '../in-world/in-world.decorator';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import type { ScriptCaller } from '../in-world/in-world-request';
import { CatalogueService } from './catalogue.service';
import { CATALOGUE_MAX_BYTES } from './catalogue-page';
import { CatalogueDto, CatalogueQueryDto } from './dto/catalogue.dto';

/** The catalogue a vendor object reads: what it shows, at what price, and which item it gives. */
@ApiTags('In-world scripts')
@Controller('lsl')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('catalogue')
  @InWorld({ access: 'script' })
  @Endpoint({
    summary: "A vendor's catalogue: its active products in the merchant's order, with the prices due now",
    description:
      `The vendor must be yours (otherwise 404 "${UNKNOWN_VENDOR_KEY}"). Each page is at most ${CATALOGUE_MAX_BYTES} bytes of JSON; ` +
      'when more products follow, nextCursor is set: ask again with cursor=nextCursor. Every page carries the version of the whole ' +
      "catalogue: when it differs from the first page's, the catalogue changed meanwhile, so start again from the first page. " +
      'A vendor that registered a URL in its heartbeat is pinged with {"catalogue": "<version>"} within a second of a change; ' +
      'one without a URL asks again at most every 60 s and compares the version. Send the version with each sale (catalogue_version): ' +
      'the version and its prices due are remembered, so a sale priced on an older one is judged by the rule on POST /api/lsl/sale.',
    type: CatalogueDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  getCatalogue(@Script() caller: ScriptCaller, @Query() query: CatalogueQueryDto): Promise<CatalogueDto> {
    return this.catalogue.page(caller, query);
  }
}
