import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** vendor, vendor-payments, vendor-menu and vendor-catalogue are the vendor set: all four go in the vendor's root prim. */
export const SCRIPT_KINDS = ['vendor', 'vendor-payments', 'vendor-menu', 'vendor-catalogue', 'delivery-box', 'terminal', 'payouts'] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

export class LslScriptsQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'One of your vendors: its LSL key is filled into the vendor and payouts scripts.', example: 12 })
  @IsOptional()
  @Type(() => Number)
  @Max(2_147_483_647, { message: 'vendorId must be the id of one of your vendors' })
  @Min(1, { message: 'vendorId must be the id of one of your vendors' })
  @IsInt({ message: 'vendorId must be the id of one of your vendors (a whole number)' })
  vendorId?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'One of your delivery boxes: its key is filled into the delivery box script.', example: 3 })
  @IsOptional()
  @Type(() => Number)
  @Max(2_147_483_647, { message: 'boxId must be the id of one of your delivery boxes' })
  @Min(1, { message: 'boxId must be the id of one of your delivery boxes' })
  @IsInt({ message: 'boxId must be the id of one of your delivery boxes (a whole number)' })
  boxId?: number;
}

export class LslScriptDto {
  @ApiProperty({ enum: SCRIPT_KINDS, example: 'vendor' })
  kind: ScriptKind;

  @ApiProperty({ example: 'Vendor script' })
  title: string;

  @ApiProperty({ example: 'vendor-delivery.lsl' })
  fileName: string;

  @ApiProperty({ description: 'The script, with API_BASE_URL (and the picked vendor or box key) filled in; the API key stays a placeholder.' })
  source: string;
}

export class LslScriptsDto {
  @ApiProperty({
    description: 'The address filled into API_BASE_URL: PUBLIC_URL, else the origin this page was loaded from.',
    example: 'https://vendors.example.com',
  })
  baseUrl: string;

  @ApiProperty({ type: [LslScriptDto] })
  scripts: LslScriptDto[];
}
