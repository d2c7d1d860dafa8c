import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

import { trimToNull } from '../../common/field-rules';
import { IsSecondLifeKey, lowerCase } from '../../common/second-life/avatar-key';
import { LINE_RESOLUTIONS, type LineResolution } from '../reconciliation-line.entity';

/** A history file's text is at most this long: the API's body limit is 5 MB, and JSON escapes line breaks. */
export const MAX_HISTORY_CHARS = 4_000_000;
export const MAX_HISTORY_LINES = 20_000;

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

const header = (description: string) => ApiPropertyOptional({ type: String, description });

/** Which column (its header text, as in the file) holds each field; date, other party and an amount (or credit and debit) are needed. */
export class ColumnMappingDto {
  @header('The date, or date and time, column.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  date?: string;

  @header('A separate time column, when the date column has none.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  time?: string;

  @header('The transaction type column.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  type?: string;

  @header('The other resident (payer or payee) column.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  otherParty?: string;

  @header('The description or item column.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  description?: string;

  @header('The region or location column.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  region?: string;

  @header('The signed L$ amount column (or give credit and debit).')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  amount?: string;

  @header('The L$ received column.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  credit?: string;

  @header('The L$ paid column.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  debit?: string;

  @header('The balance column.')
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  balance?: string;

  @header("Second Life's transaction id column.")
  @IsOptional()
  @MaxLength(200, { message: 'A column name must be at most 200 characters' })
  @IsString({ message: 'A column name must be text' })
  transactionId?: string;
}

/** A transaction history CSV downloaded from secondlife.com, as text. */
export class UploadHistoryDto {
  @ApiProperty({ description: 'The file name, for the list of uploads.', example: 'transactions-2026-01.csv' })
  @MaxLength(255, { message: 'File name must be at most 255 characters' })
  @IsNotEmpty({ message: 'File name is required' })
  @IsString({ message: 'File name must be text' })
  fileName: string;

  @ApiProperty({
    description: `The CSV's text, at most ${MAX_HISTORY_CHARS.toLocaleString('en-US')} characters and ${MAX_HISTORY_LINES.toLocaleString('en-US')} lines.`,
  })
  @MaxLength(MAX_HISTORY_CHARS, { message: 'The file is larger than 4 MB: download a shorter period (a month) and upload each.' })
  @IsNotEmpty({ message: 'The file is empty' })
  @IsString({ message: 'The file must be text' })
  csv: string;

  @ApiPropertyOptional({ type: ColumnMappingDto, description: 'The columns, when the headers were not recognised; saved for later uploads.' })
  @IsOptional()
  @ValidateNested({ message: 'Mapping must name columns' })
  @Type(() => ColumnMappingDto)
  @IsObject({ message: 'Mapping must be an object' })
  mapping?: ColumnMappingDto;
}

export class UploadSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  fileName: string;

  @ApiProperty({ type: 'integer', description: 'Lines read from the file.' })
  lineCount: number;

  @ApiProperty({ type: 'integer', description: 'Lines added: not in an earlier upload.' })
  newLines: number;

  @ApiProperty({ type: 'integer', description: 'Lines already known from an earlier upload, not counted again.' })
  knownLines: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class HistoryUploadResultDto {
  @ApiProperty({ enum: ['imported', 'needs_mapping'], description: 'needs_mapping: the headers were not recognised; nothing was imported.' })
  status: 'imported' | 'needs_mapping';

  @ApiProperty({ type: String, nullable: true, description: 'What to do next, when a mapping is needed.' })
  message: string | null;

  @ApiProperty({ type: [String], description: 'The headers found, to map (needs_mapping); empty otherwise.' })
  headers: string[];

  @ApiProperty({ type: UploadSummaryDto, nullable: true })
  upload: UploadSummaryDto | null;

  @ApiProperty({ type: 'integer', description: 'Lines matched by this upload (new ones, and older ones now matched).' })
  matchedNow: number;
}

export class ReconciliationSummaryDto {
  @ApiProperty({ type: 'integer', description: 'History lines kept.' })
  lines: number;

  @ApiProperty({ type: 'integer', description: 'Lines matched with a sale, refund or payout.' })
  matched: number;

  @ApiProperty({ type: 'integer', description: 'L$ received with no recorded sale, unresolved.' })
  missedSales: number;

  @ApiProperty({ type: 'integer', description: 'Recorded sales in the period the history covers with no L$ in it.' })
  salesWithoutLindens: number;

  @ApiProperty({ type: 'integer', description: 'L$ paid out that the platform did not order, unresolved.' })
  unorderedOutgoing: number;

  @ApiProperty({ type: 'integer', description: 'Lines the merchant resolved.' })
  resolved: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The first line kept.' })
  from: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last line kept.' })
  to: string | null;

  @ApiProperty({ type: ColumnMappingDto, nullable: true, description: 'The saved column mapping, if any.' })
  mapping: ColumnMappingDto | null;

  @ApiProperty({ type: [UploadSummaryDto], description: 'The latest uploads, newest first.' })
  uploads: UploadSummaryDto[];
}

export class HistoryLineDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ format: 'date-time' })
  occurredAt: string;

  @ApiProperty({ type: String, nullable: true })
  type: string | null;

  @ApiProperty({ type: String, nullable: true })
  otherParty: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, nullable: true })
  region: string | null;

  @ApiProperty({ type: 'integer', description: 'Whole L$: received positive, paid negative.' })
  amount: number;

  @ApiProperty({ type: 'integer', nullable: true })
  balance: number | null;

  @ApiProperty({ type: String, nullable: true })
  slTransactionId: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'sale, refund or payout: what the line is matched with.' })
  matchKind: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  matchedId: number | null;

  @ApiProperty({ enum: LINE_RESOLUTIONS, nullable: true })
  resolution: LineResolution | null;

  @ApiProperty({ type: String, nullable: true })
  resolutionNote: string | null;
}

export class SaleWithoutLindensDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String, nullable: true })
  buyerName: string | null;

  @ApiProperty({ type: 'integer' })
  amount: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class UnmatchedDto {
  @ApiProperty({ type: [HistoryLineDto], description: 'Lines neither matched nor resolved, oldest first (at most 500).' })
  lines: HistoryLineDto[];

  @ApiProperty({ type: [SaleWithoutLindensDto], description: 'Recorded sales in the period covered with no L$ in the history (at most 500).' })
  salesWithoutLindens: SaleWithoutLindensDto[];
}

export const RESOLVE_ACTIONS = ['record_sale', 'not_a_sale', 'link'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];
export const LINK_KINDS = ['sale', 'refund', 'refund-order', 'payout', 'commission'] as const;

export class ResolveLineDto {
  @ApiProperty({ enum: RESOLVE_ACTIONS, description: 'record_sale: record the missed sale; not_a_sale: mark it; link: link it to a record by hand.' })
  @IsIn(RESOLVE_ACTIONS, { message: `Action must be one of ${RESOLVE_ACTIONS.join(', ')}` })
  @IsDefined({ message: 'Action is required' })
  action: ResolveAction;

  @ApiPropertyOptional({ type: 'integer', description: 'record_sale: the vendor the sale is recorded for.' })
  @ValidateIf((dto: ResolveLineDto) => dto.action === 'record_sale')
  @Min(1, { message: 'Vendor id must be a positive whole number' })
  @IsInt({ message: 'Vendor id must be a positive whole number' })
  @IsDefined({ message: 'Choose the vendor to record the sale for' })
  vendorId?: number;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: "record_sale: the buyer's avatar key, when known." })
  @IsOptional()
  @IsSecondLifeKey({ message: 'Buyer key must be an avatar key (a UUID)' })
  @Transform(lowerCase)
  @trimToNull
  buyerKey?: string | null;

  @ApiPropertyOptional({ enum: LINK_KINDS, description: 'link: the kind of record.' })
  @ValidateIf((dto: ResolveLineDto) => dto.action === 'link')
  @IsIn(LINK_KINDS, { message: `Record kind must be one of ${LINK_KINDS.join(', ')}` })
  @IsDefined({ message: 'Choose the kind of record to link' })
  recordKind?: (typeof LINK_KINDS)[number];

  @ApiPropertyOptional({ type: 'integer', description: 'link: the id of the sale, refund or payout.' })
  @ValidateIf((dto: ResolveLineDto) => dto.action === 'link')
  @Min(1, { message: 'Record id must be a positive whole number' })
  @IsInt({ message: 'Record id must be a positive whole number' })
  @IsDefined({ message: 'Give the id of the record to link' })
  recordId?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why, for the record.', example: 'A gift from a friend' })
  @IsOptional()
  @MaxLength(500, { message: 'Note must be at most 500 characters' })
  @IsString({ message: 'Note must be text' })
  @trimToNull
  note?: string | null;
}
