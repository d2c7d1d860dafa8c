/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataTag, DefinedInitialDataOptions, DefinedUseQueryResult, MutationFunction, QueryClient, QueryFunction, QueryKey, UndefinedInitialDataOptions, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiErrorDto, BoxInventoryAnswerDto, BoxInventoryDto, CatalogueDto, CommissionDueDto, CommissionPaymentRecordedDto, CreateRedeliveryLinkDto, DemoAnswerDto, GetBuyerPurchasesParams, GetCatalogueParams, GetCommissionDueParams, GetLslScriptsParams, GetPendingRedeliveriesParams, GetQuoteParams, HeartbeatAnswerDto, HeartbeatDto, LslActivityDto, LslScriptsDto, LslStatusDto, PayoutOrdersDto, PayoutOrdersParams, PayoutResultDto, PayoutSecretDto, PayoutVendorDto, PendingRedeliveriesDto, PurchasesDto, QuoteDto, RecordSaleDto, RedeemVoucherDto, RedeliveryLinkDto, RedeliveryRequestDto, RefundOrderResultDto, RefundReportedDto, ReportCommissionPaymentDto, ReportPayoutResultDto, ReportRedeliveryDeliveredDto, ReportRedeliveryFailedDto, ReportRefundDto, RequestDemoDto, SaleRecordedDto, UpdateDeliveryReportedDto, VendorInventoryDto, VoucherRedeemedDto } from '../../model';
import { fetcher } from '../../../fetcher';
import type { ErrorType, BodyType } from '../../../fetcher';

/**
 * @summary Today's in-world calls with your API keys and their error rate (Second Life time)
 */
export const getLslActivity = (signal?: AbortSignal) => {
  return fetcher<LslActivityDto>({
    url: `/api/lsl/activity`, method: 'GET', signal
  });
};

export const getGetLslActivityQueryKey = () => {
  return [
    `/api/lsl/activity`
  ] as const;
};

export const getGetLslActivityQueryOptions = <TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetLslActivityQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLslActivity>>> = ({ signal }) => getLslActivity(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetLslActivityQueryResult = NonNullable<Awaited<ReturnType<typeof getLslActivity>>>;

export type GetLslActivityQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetLslActivity<TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, Awaited<ReturnType<typeof getLslActivity>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslActivity<TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, Awaited<ReturnType<typeof getLslActivity>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslActivity<TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Today's in-world calls with your API keys and their error rate (Second Life time)
 */
export function useGetLslActivity<TData = Awaited<ReturnType<typeof getLslActivity>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslActivity>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetLslActivityQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * append false (the default) replaces the list, true adds to it. Requests waiting for these items are then handed to the box.
 * @summary What a delivery box holds (lsl/delivery-box.lsl), at most 50 names a call
 */
export const putBoxInventory = (boxInventoryDto: BodyType<BoxInventoryDto>) => {
  return fetcher<BoxInventoryAnswerDto>({
    url: `/api/lsl/boxes/inventory`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: boxInventoryDto
  });
};

export const getPutBoxInventoryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof putBoxInventory>>, TError, {
    data: BodyType<BoxInventoryDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof putBoxInventory>>, TError, {
  data: BodyType<BoxInventoryDto>;
}, TContext> => {
  const mutationKey = ['putBoxInventory'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof putBoxInventory>>, {
    data: BodyType<BoxInventoryDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return putBoxInventory(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type PutBoxInventoryMutationResult = NonNullable<Awaited<ReturnType<typeof putBoxInventory>>>;

export type PutBoxInventoryMutationBody = BodyType<BoxInventoryDto>;

export type PutBoxInventoryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary What a delivery box holds (lsl/delivery-box.lsl), at most 50 names a call
*/
export const usePutBoxInventory = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof putBoxInventory>>, TError, {
    data: BodyType<BoxInventoryDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof putBoxInventory>>, TError, {
  data: BodyType<BoxInventoryDto>;
}, TContext> => {
  const mutationOptions = getPutBoxInventoryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The vendor must be yours (otherwise 404 "Unknown vendor key."). Each page is at most 2048 bytes of JSON; when more products follow, nextCursor is set: ask again with cursor=nextCursor. Every page carries the version of the whole catalogue: when it differs from the first page's, the catalogue changed meanwhile, so start again from the first page. A vendor that registered a URL in its heartbeat is pinged with {"catalogue": "<version>"} within a second of a change; one without a URL asks again at most every 60 s and compares the version. Send the version with each sale (catalogue_version): the version and its prices due are remembered, so a sale priced on an older one is judged by the rule on POST /api/lsl/sale.
* @summary A vendor's catalogue: its active products in the merchant's order, with the prices due now
*/
export const getCatalogue = (params: GetCatalogueParams, signal?: AbortSignal) => {
  return fetcher<CatalogueDto>({
    url: `/api/lsl/catalogue`, method: 'GET',
    params, signal
  });
};

export const getGetCatalogueQueryKey = (params?: GetCatalogueParams) => {
  return [
    `/api/lsl/catalogue`, ...(params ? [params] : [])
  ] as const;
};

export const getGetCatalogueQueryOptions = <TData = Awaited<ReturnType<typeof getCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCatalogueParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCatalogue>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCatalogueQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCatalogue>>> = ({ signal }) => getCatalogue(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCatalogue>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCatalogueQueryResult = NonNullable<Awaited<ReturnType<typeof getCatalogue>>>;

export type GetCatalogueQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCatalogue<TData = Awaited<ReturnType<typeof getCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCatalogueParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCatalogue>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCatalogue>>, TError, Awaited<ReturnType<typeof getCatalogue>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCatalogue<TData = Awaited<ReturnType<typeof getCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCatalogueParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCatalogue>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCatalogue>>, TError, Awaited<ReturnType<typeof getCatalogue>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCatalogue<TData = Awaited<ReturnType<typeof getCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCatalogueParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCatalogue>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary A vendor's catalogue: its active products in the merchant's order, with the prices due now
 */
export function useGetCatalogue<TData = Awaited<ReturnType<typeof getCatalogue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCatalogueParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCatalogue>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCatalogueQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * amount is the merchant's outstanding commission rounded down (the fraction is carried); 0 when nothing is due, no collection avatar is set, or another of the merchant's vendors was told to pay, or reported a payment, less than a minute ago: one vendor a minute pays. Ask again after retry_after seconds.
 * @summary The whole L$ of commission a vendor should pay now, and to which avatar
 */
export const getCommissionDue = (params: GetCommissionDueParams, signal?: AbortSignal) => {
  return fetcher<CommissionDueDto>({
    url: `/api/lsl/commission-due`, method: 'GET',
    params, signal
  });
};

export const getGetCommissionDueQueryKey = (params?: GetCommissionDueParams) => {
  return [
    `/api/lsl/commission-due`, ...(params ? [params] : [])
  ] as const;
};

export const getGetCommissionDueQueryOptions = <TData = Awaited<ReturnType<typeof getCommissionDue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCommissionDueParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionDue>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetCommissionDueQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getCommissionDue>>> = ({ signal }) => getCommissionDue(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getCommissionDue>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetCommissionDueQueryResult = NonNullable<Awaited<ReturnType<typeof getCommissionDue>>>;

export type GetCommissionDueQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetCommissionDue<TData = Awaited<ReturnType<typeof getCommissionDue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCommissionDueParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionDue>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getCommissionDue>>, TError, Awaited<ReturnType<typeof getCommissionDue>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCommissionDue<TData = Awaited<ReturnType<typeof getCommissionDue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCommissionDueParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionDue>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getCommissionDue>>, TError, Awaited<ReturnType<typeof getCommissionDue>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetCommissionDue<TData = Awaited<ReturnType<typeof getCommissionDue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCommissionDueParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionDue>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The whole L$ of commission a vendor should pay now, and to which avatar
 */
export function useGetCommissionDue<TData = Awaited<ReturnType<typeof getCommissionDue>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetCommissionDueParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getCommissionDue>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetCommissionDueQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Recorded once per Second Life transaction key of the merchant: the same report again records nothing and answers the same. A failed payment alerts the merchant.
 * @summary Report a commission payment a vendor made to the collection avatar (after transaction_result)
 */
export const reportCommissionPayment = (reportCommissionPaymentDto: BodyType<ReportCommissionPaymentDto>, signal?: AbortSignal) => {
  return fetcher<CommissionPaymentRecordedDto>({
    url: `/api/lsl/commission-payments`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportCommissionPaymentDto, signal
  });
};

export const getReportCommissionPaymentMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportCommissionPayment>>, TError, {
    data: BodyType<ReportCommissionPaymentDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportCommissionPayment>>, TError, {
  data: BodyType<ReportCommissionPaymentDto>;
}, TContext> => {
  const mutationKey = ['reportCommissionPayment'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportCommissionPayment>>, {
    data: BodyType<ReportCommissionPaymentDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return reportCommissionPayment(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportCommissionPaymentMutationResult = NonNullable<Awaited<ReturnType<typeof reportCommissionPayment>>>;

export type ReportCommissionPaymentMutationBody = BodyType<ReportCommissionPaymentDto>;

export type ReportCommissionPaymentMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report a commission payment a vendor made to the collection avatar (after transaction_result)
*/
export const useReportCommissionPayment = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportCommissionPayment>>, TError, {
    data: BodyType<ReportCommissionPaymentDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportCommissionPayment>>, TError, {
  data: BodyType<ReportCommissionPaymentDto>;
}, TContext> => {
  const mutationOptions = getReportCommissionPaymentMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The vendor must be yours (otherwise 404 "Unknown vendor key.") and the product one of its products (otherwise 400). give: true means the demo was recorded: give item (llGiveInventory) and say message. give: false (a second demo the same SLT day, a product without a demo item or inactive, a paused vendor) records nothing: say message to the avatar. The same demo_id again answers as the first time, so a retry after a lost answer still gives the item.
* @summary A demo of the product on display for an avatar: once per avatar, product and SLT day, recorded for the merchant's analytics
*/
export const requestDemo = (requestDemoDto: BodyType<RequestDemoDto>, signal?: AbortSignal) => {
  return fetcher<DemoAnswerDto>({
    url: `/api/lsl/demos`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: requestDemoDto, signal
  });
};

export const getRequestDemoMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof requestDemo>>, TError, {
    data: BodyType<RequestDemoDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof requestDemo>>, TError, {
  data: BodyType<RequestDemoDto>;
}, TContext> => {
  const mutationKey = ['requestDemo'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof requestDemo>>, {
    data: BodyType<RequestDemoDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return requestDemo(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type RequestDemoMutationResult = NonNullable<Awaited<ReturnType<typeof requestDemo>>>;

export type RequestDemoMutationBody = BodyType<RequestDemoDto>;

export type RequestDemoMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary A demo of the product on display for an avatar: once per avatar, product and SLT day, recorded for the merchant's analytics
*/
export const useRequestDemo = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof requestDemo>>, TError, {
    data: BodyType<RequestDemoDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof requestDemo>>, TError, {
  data: BodyType<RequestDemoDto>;
}, TContext> => {
  const mutationOptions = getRequestDemoMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Sent by every script at start and every 5 minutes. The X-SecondLife-Object-Key, -Object-Name, -Region and -Local-Position headers, when sent, win over the body. A vendor must be yours (otherwise 404 "Unknown vendor key."), a box too (otherwise 404 "Unknown box key."). A box's url must be a Second Life simulator's (otherwise 400 "url must be the HTTP-in URL a Second Life simulator granted (llRequestURL).").
* @summary An in-world object says it is alive: where it is, which script version it runs, what it holds back
*/
export const recordHeartbeat = (heartbeatDto: BodyType<HeartbeatDto>, signal?: AbortSignal) => {
  return fetcher<HeartbeatAnswerDto>({
    url: `/api/lsl/heartbeat`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: heartbeatDto, signal
  });
};

export const getRecordHeartbeatMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof recordHeartbeat>>, TError, {
    data: BodyType<HeartbeatDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof recordHeartbeat>>, TError, {
  data: BodyType<HeartbeatDto>;
}, TContext> => {
  const mutationKey = ['recordHeartbeat'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof recordHeartbeat>>, {
    data: BodyType<HeartbeatDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return recordHeartbeat(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type RecordHeartbeatMutationResult = NonNullable<Awaited<ReturnType<typeof recordHeartbeat>>>;

export type RecordHeartbeatMutationBody = BodyType<HeartbeatDto>;

export type RecordHeartbeatMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary An in-world object says it is alive: where it is, which script version it runs, what it holds back
*/
export const useRecordHeartbeat = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof recordHeartbeat>>, TError, {
    data: BodyType<HeartbeatDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof recordHeartbeat>>, TError, {
  data: BodyType<HeartbeatDto>;
}, TContext> => {
  const mutationOptions = getRecordHeartbeatMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Oldest first, at most 10 and 1536 bytes; more: true when others wait. Each order stands 10 minutes and is signed with the object's secret; payouts.lsl pays it once per attempt, within the caps its owner set. 409 "This object has no payout secret yet: it asks for one first (POST /api/lsl/payouts/secret)." before the object has one. With box_id (a payouts script in a delivery box): only buyers' refunds, those none of the merchant's vendors is online to send.
* @summary The vendor's due payouts as orders signed for the calling object (lsl/payouts.lsl)
*/
export const payoutOrders = (params?: PayoutOrdersParams, signal?: AbortSignal) => {
  return fetcher<PayoutOrdersDto>({
    url: `/api/lsl/payouts/orders`, method: 'GET',
    params, signal
  });
};

export const getPayoutOrdersQueryKey = (params?: PayoutOrdersParams) => {
  return [
    `/api/lsl/payouts/orders`, ...(params ? [params] : [])
  ] as const;
};

export const getPayoutOrdersQueryOptions = <TData = Awaited<ReturnType<typeof payoutOrders>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: PayoutOrdersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof payoutOrders>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getPayoutOrdersQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof payoutOrders>>> = ({ signal }) => payoutOrders(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof payoutOrders>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type PayoutOrdersQueryResult = NonNullable<Awaited<ReturnType<typeof payoutOrders>>>;

export type PayoutOrdersQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function usePayoutOrders<TData = Awaited<ReturnType<typeof payoutOrders>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | PayoutOrdersParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof payoutOrders>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof payoutOrders>>, TError, Awaited<ReturnType<typeof payoutOrders>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function usePayoutOrders<TData = Awaited<ReturnType<typeof payoutOrders>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: PayoutOrdersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof payoutOrders>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof payoutOrders>>, TError, Awaited<ReturnType<typeof payoutOrders>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function usePayoutOrders<TData = Awaited<ReturnType<typeof payoutOrders>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: PayoutOrdersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof payoutOrders>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The vendor's due payouts as orders signed for the calling object (lsl/payouts.lsl)
 */
export function usePayoutOrders<TData = Awaited<ReturnType<typeof payoutOrders>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: PayoutOrdersParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof payoutOrders>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getPayoutOrdersQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * success true: the refund is confirmed on the sale; false: failed, with the reason, shown on the sale. The same report again changes nothing and answers the order as it stands. vendor_id, or box_id for a delivery box, is required (400 "vendor_id is required: the paying vendor's LSL key (or box_id, the delivery box's key, for a payouts script in a delivery box)").
 * @summary Report how a refund ordered on the web went (lsl/payouts.lsl, after transaction_result)
 */
export const reportRefundOrderResult = (id: number, reportPayoutResultDto: BodyType<ReportPayoutResultDto>, signal?: AbortSignal) => {
  return fetcher<RefundOrderResultDto>({
    url: `/api/lsl/payouts/refunds/${id}/result`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportPayoutResultDto, signal
  });
};

export const getReportRefundOrderResultMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRefundOrderResult>>, TError, {
    id: number;
    data: BodyType<ReportPayoutResultDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportRefundOrderResult>>, TError, {
  id: number;
  data: BodyType<ReportPayoutResultDto>;
}, TContext> => {
  const mutationKey = ['reportRefundOrderResult'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportRefundOrderResult>>, {
    id: number;
    data: BodyType<ReportPayoutResultDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return reportRefundOrderResult(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportRefundOrderResultMutationResult = NonNullable<Awaited<ReturnType<typeof reportRefundOrderResult>>>;

export type ReportRefundOrderResultMutationBody = BodyType<ReportPayoutResultDto>;

export type ReportRefundOrderResultMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report how a refund ordered on the web went (lsl/payouts.lsl, after transaction_result)
*/
export const useReportRefundOrderResult = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRefundOrderResult>>, TError, {
    id: number;
    data: BodyType<ReportPayoutResultDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportRefundOrderResult>>, TError, {
  id: number;
  data: BodyType<ReportPayoutResultDto>;
}, TContext> => {
  const mutationOptions = getReportRefundOrderResultMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The secret payouts.lsl checks every payout order with. Issued once per object (X-SecondLife-Object-Key) and vendor key (vendor_id), or delivery box key (box_id) for a payouts script in a delivery box: asked again, 409 "This object's payout secret was issued already and is kept in its linkset data. If that data was lost, rotate the vendor's key on the Vendors page and put the new key in the scripts: the object then gets a new secret."
* @summary Issue the calling object's payout secret (lsl/payouts.lsl, once)
*/
export const issuePayoutSecret = (payoutVendorDto: BodyType<PayoutVendorDto>, signal?: AbortSignal) => {
  return fetcher<PayoutSecretDto>({
    url: `/api/lsl/payouts/secret`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: payoutVendorDto, signal
  });
};

export const getIssuePayoutSecretMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof issuePayoutSecret>>, TError, {
    data: BodyType<PayoutVendorDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof issuePayoutSecret>>, TError, {
  data: BodyType<PayoutVendorDto>;
}, TContext> => {
  const mutationKey = ['issuePayoutSecret'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof issuePayoutSecret>>, {
    data: BodyType<PayoutVendorDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return issuePayoutSecret(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type IssuePayoutSecretMutationResult = NonNullable<Awaited<ReturnType<typeof issuePayoutSecret>>>;

export type IssuePayoutSecretMutationBody = BodyType<PayoutVendorDto>;

export type IssuePayoutSecretMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Issue the calling object's payout secret (lsl/payouts.lsl, once)
*/
export const useIssuePayoutSecret = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof issuePayoutSecret>>, TError, {
    data: BodyType<PayoutVendorDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof issuePayoutSecret>>, TError, {
  data: BodyType<PayoutVendorDto>;
}, TContext> => {
  const mutationOptions = getIssuePayoutSecretMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* success true: the payout becomes paid; false: failed, with the reason, until the merchant retries it. A payout is paid once: the same report again, or any report about a payout already paid, changes nothing and answers the payout as it stands.
* @summary Report how a payout to a partner went (lsl/payouts.lsl, after transaction_result)
*/
export const reportPayoutResult = (id: number, reportPayoutResultDto: BodyType<ReportPayoutResultDto>, signal?: AbortSignal) => {
  return fetcher<PayoutResultDto>({
    url: `/api/lsl/payouts/${id}/result`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportPayoutResultDto, signal
  });
};

export const getReportPayoutResultMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportPayoutResult>>, TError, {
    id: number;
    data: BodyType<ReportPayoutResultDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportPayoutResult>>, TError, {
  id: number;
  data: BodyType<ReportPayoutResultDto>;
}, TContext> => {
  const mutationKey = ['reportPayoutResult'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportPayoutResult>>, {
    id: number;
    data: BodyType<ReportPayoutResultDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return reportPayoutResult(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportPayoutResultMutationResult = NonNullable<Awaited<ReturnType<typeof reportPayoutResult>>>;

export type ReportPayoutResultMutationBody = BodyType<ReportPayoutResultDto>;

export type ReportPayoutResultMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report how a payout to a partner went (lsl/payouts.lsl, after transaction_result)
*/
export const useReportPayoutResult = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportPayoutResult>>, TError, {
    id: number;
    data: BodyType<ReportPayoutResultDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportPayoutResult>>, TError, {
  id: number;
  data: BodyType<ReportPayoutResultDto>;
}, TContext> => {
  const mutationOptions = getReportPayoutResultMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Completed purchases, newest first, at most 20, dated in Second Life time; never a body over 8192 bytes.
* @summary A buyer's purchases from your vendors, for the redelivery terminal (lsl/redelivery-terminal.lsl)
*/
export const getBuyerPurchases = (params: GetBuyerPurchasesParams, signal?: AbortSignal) => {
  return fetcher<PurchasesDto>({
    url: `/api/lsl/purchases`, method: 'GET',
    params, signal
  });
};

export const getGetBuyerPurchasesQueryKey = (params?: GetBuyerPurchasesParams) => {
  return [
    `/api/lsl/purchases`, ...(params ? [params] : [])
  ] as const;
};

export const getGetBuyerPurchasesQueryOptions = <TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetBuyerPurchasesQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getBuyerPurchases>>> = ({ signal }) => getBuyerPurchases(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetBuyerPurchasesQueryResult = NonNullable<Awaited<ReturnType<typeof getBuyerPurchases>>>;

export type GetBuyerPurchasesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetBuyerPurchases<TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, Awaited<ReturnType<typeof getBuyerPurchases>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBuyerPurchases<TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, Awaited<ReturnType<typeof getBuyerPurchases>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetBuyerPurchases<TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary A buyer's purchases from your vendors, for the redelivery terminal (lsl/redelivery-terminal.lsl)
 */
export function useGetBuyerPurchases<TData = Awaited<ReturnType<typeof getBuyerPurchases>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetBuyerPurchasesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getBuyerPurchases>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetBuyerPurchasesQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The product's list price and the price after the best promotion that applies (or their sum, when the merchant lets them add up). Without user_id only the sales running apply; coupon_error says why a typed coupon does not. Nothing is recorded.
 * @summary The price a buyer would pay for a product now (hover text and touch menu)
 */
export const getQuote = (params: GetQuoteParams, signal?: AbortSignal) => {
  return fetcher<QuoteDto>({
    url: `/api/lsl/quote`, method: 'GET',
    params, signal
  });
};

export const getGetQuoteQueryKey = (params?: GetQuoteParams) => {
  return [
    `/api/lsl/quote`, ...(params ? [params] : [])
  ] as const;
};

export const getGetQuoteQueryOptions = <TData = Awaited<ReturnType<typeof getQuote>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetQuoteParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuote>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetQuoteQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getQuote>>> = ({ signal }) => getQuote(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getQuote>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetQuoteQueryResult = NonNullable<Awaited<ReturnType<typeof getQuote>>>;

export type GetQuoteQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetQuote<TData = Awaited<ReturnType<typeof getQuote>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetQuoteParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuote>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getQuote>>, TError, Awaited<ReturnType<typeof getQuote>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetQuote<TData = Awaited<ReturnType<typeof getQuote>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetQuoteParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuote>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getQuote>>, TError, Awaited<ReturnType<typeof getQuote>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetQuote<TData = Awaited<ReturnType<typeof getQuote>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetQuoteParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuote>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The price a buyer would pay for a product now (hover text and touch menu)
 */
export function useGetQuote<TData = Awaited<ReturnType<typeof getQuote>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetQuoteParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getQuote>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetQuoteQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * Waiting requests are first handed out to the online boxes that hold their items; then this box gets its own, oldest first, at most 10, and never a body over 2048 bytes. The call counts as a sign of life of the calling object.
 * @summary The redelivery requests handed to this delivery box (lsl/delivery-box.lsl)
 */
export const getPendingRedeliveries = (params: GetPendingRedeliveriesParams, signal?: AbortSignal) => {
  return fetcher<PendingRedeliveriesDto>({
    url: `/api/lsl/redeliveries/pending`, method: 'GET',
    params, signal
  });
};

export const getGetPendingRedeliveriesQueryKey = (params?: GetPendingRedeliveriesParams) => {
  return [
    `/api/lsl/redeliveries/pending`, ...(params ? [params] : [])
  ] as const;
};

export const getGetPendingRedeliveriesQueryOptions = <TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetPendingRedeliveriesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetPendingRedeliveriesQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getPendingRedeliveries>>> = ({ signal }) => getPendingRedeliveries(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetPendingRedeliveriesQueryResult = NonNullable<Awaited<ReturnType<typeof getPendingRedeliveries>>>;

export type GetPendingRedeliveriesQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetPendingRedeliveries<TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetPendingRedeliveriesParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, Awaited<ReturnType<typeof getPendingRedeliveries>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPendingRedeliveries<TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetPendingRedeliveriesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, Awaited<ReturnType<typeof getPendingRedeliveries>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetPendingRedeliveries<TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetPendingRedeliveriesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The redelivery requests handed to this delivery box (lsl/delivery-box.lsl)
 */
export function useGetPendingRedeliveries<TData = Awaited<ReturnType<typeof getPendingRedeliveries>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: GetPendingRedeliveriesParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getPendingRedeliveries>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetPendingRedeliveriesQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The request becomes completed. Reporting it delivered again answers the same.
 * @summary Report a redelivery request as delivered (the delivery box gave the item)
 */
export const reportRedeliveryDelivered = (id: number, reportRedeliveryDeliveredDto: BodyType<ReportRedeliveryDeliveredDto>, signal?: AbortSignal) => {
  return fetcher<RedeliveryRequestDto>({
    url: `/api/lsl/redeliveries/${id}/delivered`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportRedeliveryDeliveredDto, signal
  });
};

export const getReportRedeliveryDeliveredMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryDeliveredDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryDeliveredDto>;
}, TContext> => {
  const mutationKey = ['reportRedeliveryDelivered'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, {
    id: number;
    data: BodyType<ReportRedeliveryDeliveredDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return reportRedeliveryDelivered(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportRedeliveryDeliveredMutationResult = NonNullable<Awaited<ReturnType<typeof reportRedeliveryDelivered>>>;

export type ReportRedeliveryDeliveredMutationBody = BodyType<ReportRedeliveryDeliveredDto>;

export type ReportRedeliveryDeliveredMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report a redelivery request as delivered (the delivery box gave the item)
*/
export const useReportRedeliveryDelivered = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryDeliveredDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportRedeliveryDelivered>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryDeliveredDto>;
}, TContext> => {
  const mutationOptions = getReportRedeliveryDeliveredMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The request becomes failed. Reporting it failed again answers the same and keeps the first reason.
* @summary Report a redelivery request as failed, with the reason
*/
export const reportRedeliveryFailed = (id: number, reportRedeliveryFailedDto: BodyType<ReportRedeliveryFailedDto>, signal?: AbortSignal) => {
  return fetcher<RedeliveryRequestDto>({
    url: `/api/lsl/redeliveries/${id}/failed`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportRedeliveryFailedDto, signal
  });
};

export const getReportRedeliveryFailedMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryFailed>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryFailed>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryFailedDto>;
}, TContext> => {
  const mutationKey = ['reportRedeliveryFailed'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportRedeliveryFailed>>, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return reportRedeliveryFailed(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportRedeliveryFailedMutationResult = NonNullable<Awaited<ReturnType<typeof reportRedeliveryFailed>>>;

export type ReportRedeliveryFailedMutationBody = BodyType<ReportRedeliveryFailedDto>;

export type ReportRedeliveryFailedMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report a redelivery request as failed, with the reason
*/
export const useReportRedeliveryFailed = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRedeliveryFailed>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportRedeliveryFailed>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryFailedDto>;
}, TContext> => {
  const mutationOptions = getReportRedeliveryFailedMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The page at url lists only that avatar's completed purchases from you and lets them redeliver any; no sign-in. The link works for 30 minutes; a new link for the same avatar ends their earlier one.
* @summary A one-time web link to the buyer's purchases from you, for llLoadURL (the terminal's and the vendor's Web link)
*/
export const createRedeliveryLink = (createRedeliveryLinkDto: BodyType<CreateRedeliveryLinkDto>, signal?: AbortSignal) => {
  return fetcher<RedeliveryLinkDto>({
    url: `/api/lsl/redelivery-links`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: createRedeliveryLinkDto, signal
  });
};

export const getCreateRedeliveryLinkMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createRedeliveryLink>>, TError, {
    data: BodyType<CreateRedeliveryLinkDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof createRedeliveryLink>>, TError, {
  data: BodyType<CreateRedeliveryLinkDto>;
}, TContext> => {
  const mutationKey = ['createRedeliveryLink'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof createRedeliveryLink>>, {
    data: BodyType<CreateRedeliveryLinkDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return createRedeliveryLink(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type CreateRedeliveryLinkMutationResult = NonNullable<Awaited<ReturnType<typeof createRedeliveryLink>>>;

export type CreateRedeliveryLinkMutationBody = BodyType<CreateRedeliveryLinkDto>;

export type CreateRedeliveryLinkMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary A one-time web link to the buyer's purchases from you, for llLoadURL (the terminal's and the vendor's Web link)
*/
export const useCreateRedeliveryLink = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof createRedeliveryLink>>, TError, {
    data: BodyType<CreateRedeliveryLinkDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof createRedeliveryLink>>, TError, {
  data: BodyType<CreateRedeliveryLinkDto>;
}, TContext> => {
  const mutationOptions = getCreateRedeliveryLinkMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* Recorded once per sale_id of the vendor; the same report again answers the same. The transaction shows the change given back.
* @summary Report a refund the vendor made: a discounted sale's change, or a refused sale's payment
*/
export const reportRefund = (reportRefundDto: BodyType<ReportRefundDto>, signal?: AbortSignal) => {
  return fetcher<RefundReportedDto>({
    url: `/api/lsl/refunds`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportRefundDto, signal
  });
};

export const getReportRefundMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRefund>>, TError, {
    data: BodyType<ReportRefundDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportRefund>>, TError, {
  data: BodyType<ReportRefundDto>;
}, TContext> => {
  const mutationKey = ['reportRefund'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportRefund>>, {
    data: BodyType<ReportRefundDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return reportRefund(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportRefundMutationResult = NonNullable<Awaited<ReturnType<typeof reportRefund>>>;

export type ReportRefundMutationBody = BodyType<ReportRefundDto>;

export type ReportRefundMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report a refund the vendor made: a discounted sale's change, or a refused sale's payment
*/
export const useReportRefund = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportRefund>>, TError, {
    data: BodyType<ReportRefundDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportRefund>>, TError, {
  data: BodyType<ReportRefundDto>;
}, TContext> => {
  const mutationOptions = getReportRefundMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The vendor must be yours (otherwise 404 "Unknown vendor key.") and active (otherwise 403 "This vendor is inactive."). amount is the full price paid; the merchant's promotions (a typed coupon, sales, VIP, loyalty) may lower it: the answer's amount is the price due, refund the L$ the vendor gives back (and reports to POST /api/lsl/refunds), and the commission is charged on the price due. The same sale_id again answers with the first transaction and records nothing. A product out of stock answers 409 "This product is sold out.", one outside its availability dates 409 "This product is not on sale right now."; either way nothing is recorded and the buyer is to be refunded, unless the vendor sends given: true (it gave the item already).
* @summary Record a sale made by an in-world vendor (lsl/vendor.lsl)
*/
export const recordSale = (recordSaleDto: BodyType<RecordSaleDto>, signal?: AbortSignal) => {
  return fetcher<SaleRecordedDto>({
    url: `/api/lsl/sale`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: recordSaleDto, signal
  });
};

export const getRecordSaleMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof recordSale>>, TError, {
    data: BodyType<RecordSaleDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof recordSale>>, TError, {
  data: BodyType<RecordSaleDto>;
}, TContext> => {
  const mutationKey = ['recordSale'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof recordSale>>, {
    data: BodyType<RecordSaleDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return recordSale(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type RecordSaleMutationResult = NonNullable<Awaited<ReturnType<typeof recordSale>>>;

export type RecordSaleMutationBody = BodyType<RecordSaleDto>;

export type RecordSaleMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Record a sale made by an in-world vendor (lsl/vendor.lsl)
*/
export const useRecordSale = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof recordSale>>, TError, {
    data: BodyType<RecordSaleDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof recordSale>>, TError, {
  data: BodyType<RecordSaleDto>;
}, TContext> => {
  const mutationOptions = getRecordSaleMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* API_BASE_URL is this server's public address (PUBLIC_URL, else the origin of this request); with vendorId or boxId, that vendor's (vendor and payouts scripts) or box's key is filled in. The API key stays a placeholder: the server never holds it in clear.
* @summary The in-world scripts (vendor, delivery box, redelivery terminal, payouts), ready to paste
*/
export const getLslScripts = (params?: GetLslScriptsParams, signal?: AbortSignal) => {
  return fetcher<LslScriptsDto>({
    url: `/api/lsl/scripts`, method: 'GET',
    params, signal
  });
};

export const getGetLslScriptsQueryKey = (params?: GetLslScriptsParams) => {
  return [
    `/api/lsl/scripts`, ...(params ? [params] : [])
  ] as const;
};

export const getGetLslScriptsQueryOptions = <TData = Awaited<ReturnType<typeof getLslScripts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetLslScriptsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslScripts>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetLslScriptsQueryKey(params);
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLslScripts>>> = ({ signal }) => getLslScripts(params, signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getLslScripts>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetLslScriptsQueryResult = NonNullable<Awaited<ReturnType<typeof getLslScripts>>>;

export type GetLslScriptsQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetLslScripts<TData = Awaited<ReturnType<typeof getLslScripts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params: undefined | GetLslScriptsParams, options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslScripts>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getLslScripts>>, TError, Awaited<ReturnType<typeof getLslScripts>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslScripts<TData = Awaited<ReturnType<typeof getLslScripts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetLslScriptsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslScripts>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getLslScripts>>, TError, Awaited<ReturnType<typeof getLslScripts>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslScripts<TData = Awaited<ReturnType<typeof getLslScripts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetLslScriptsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslScripts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary The in-world scripts (vendor, delivery box, redelivery terminal, payouts), ready to paste
 */
export function useGetLslScripts<TData = Awaited<ReturnType<typeof getLslScripts>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(params?: GetLslScriptsParams, options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslScripts>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetLslScriptsQueryOptions(params, options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * For the API key owner (X-Api-Key) or the signed-in user (bearer token); for the whole platform without either.
 * @summary Vendor counts and the time of the last in-world call
 */
export const getLslStatus = (signal?: AbortSignal) => {
  return fetcher<LslStatusDto>({
    url: `/api/lsl/status`, method: 'GET', signal
  });
};

export const getGetLslStatusQueryKey = () => {
  return [
    `/api/lsl/status`
  ] as const;
};

export const getGetLslStatusQueryOptions = <TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>>;
}) => {
  const { query: queryOptions } = options ?? {};
  const queryKey = queryOptions?.queryKey ?? getGetLslStatusQueryKey();
  const queryFn: QueryFunction<Awaited<ReturnType<typeof getLslStatus>>> = ({ signal }) => getLslStatus(signal);
  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type GetLslStatusQueryResult = NonNullable<Awaited<ReturnType<typeof getLslStatus>>>;

export type GetLslStatusQueryError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

export function useGetLslStatus<TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options: {
  query: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>> & Pick<DefinedInitialDataOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, Awaited<ReturnType<typeof getLslStatus>>>, 'initialData'>;
}, queryClient?: QueryClient): DefinedUseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslStatus<TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>> & Pick<UndefinedInitialDataOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, Awaited<ReturnType<typeof getLslStatus>>>, 'initialData'>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

export function useGetLslStatus<TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
};

/**
 * @summary Vendor counts and the time of the last in-world call
 */
export function useGetLslStatus<TData = Awaited<ReturnType<typeof getLslStatus>>, TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof getLslStatus>>, TError, TData>>;
}, queryClient?: QueryClient): UseQueryResult<TData, TError> & {
  queryKey: DataTag<QueryKey, TData, TError>;
} {
  const queryOptions = getGetLslStatusQueryOptions(options);
  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
  query.queryKey = queryOptions.queryKey;
  return query;
}

/**
 * The delivery becomes sent, whatever happened to it meanwhile: the avatar has the item. Reporting it again answers the same.
 * @summary Report an update delivery as given (lsl/delivery-box.lsl)
 */
export const reportUpdateDelivered = (id: number, reportRedeliveryDeliveredDto: BodyType<ReportRedeliveryDeliveredDto>, signal?: AbortSignal) => {
  return fetcher<UpdateDeliveryReportedDto>({
    url: `/api/lsl/update-deliveries/${id}/delivered`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportRedeliveryDeliveredDto, signal
  });
};

export const getReportUpdateDeliveredMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportUpdateDelivered>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryDeliveredDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportUpdateDelivered>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryDeliveredDto>;
}, TContext> => {
  const mutationKey = ['reportUpdateDelivered'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportUpdateDelivered>>, {
    id: number;
    data: BodyType<ReportRedeliveryDeliveredDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return reportUpdateDelivered(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportUpdateDeliveredMutationResult = NonNullable<Awaited<ReturnType<typeof reportUpdateDelivered>>>;

export type ReportUpdateDeliveredMutationBody = BodyType<ReportRedeliveryDeliveredDto>;

export type ReportUpdateDeliveredMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report an update delivery as given (lsl/delivery-box.lsl)
*/
export const useReportUpdateDelivered = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportUpdateDelivered>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryDeliveredDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportUpdateDelivered>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryDeliveredDto>;
}, TContext> => {
  const mutationOptions = getReportUpdateDeliveredMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* An open delivery becomes failed. On a delivery already failed or cancelled it changes nothing and answers its state.
* @summary Report an update delivery as failed, with the reason
*/
export const reportUpdateFailed = (id: number, reportRedeliveryFailedDto: BodyType<ReportRedeliveryFailedDto>, signal?: AbortSignal) => {
  return fetcher<UpdateDeliveryReportedDto>({
    url: `/api/lsl/update-deliveries/${id}/failed`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: reportRedeliveryFailedDto, signal
  });
};

export const getReportUpdateFailedMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportUpdateFailed>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof reportUpdateFailed>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryFailedDto>;
}, TContext> => {
  const mutationKey = ['reportUpdateFailed'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof reportUpdateFailed>>, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }> = (props) => {
    const { id, data } = props ?? {};
    return reportUpdateFailed(id, data);
  };
  return { mutationFn, ...mutationOptions };
};

export type ReportUpdateFailedMutationResult = NonNullable<Awaited<ReturnType<typeof reportUpdateFailed>>>;

export type ReportUpdateFailedMutationBody = BodyType<ReportRedeliveryFailedDto>;

export type ReportUpdateFailedMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Report an update delivery as failed, with the reason
*/
export const useReportUpdateFailed = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof reportUpdateFailed>>, TError, {
    id: number;
    data: BodyType<ReportRedeliveryFailedDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof reportUpdateFailed>>, TError, {
  id: number;
  data: BodyType<ReportRedeliveryFailedDto>;
}, TContext> => {
  const mutationOptions = getReportUpdateFailedMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* append false (the default) replaces the list, true adds to it. A sale of a product whose item (itemName, else its name) is not listed, or of a vendor that never reported, answers deliver "box": a delivery box holding the item gives it (docs/decisions/0090-central-delivery.md).
* @summary What a vendor holds to give itself, at most 50 names a call (at start and when its contents change)
*/
export const putVendorInventory = (vendorInventoryDto: BodyType<VendorInventoryDto>) => {
  return fetcher<BoxInventoryAnswerDto>({
    url: `/api/lsl/vendors/inventory`, method: 'PUT',
    headers: { 'Content-Type': 'application/json', },
    data: vendorInventoryDto
  });
};

export const getPutVendorInventoryMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof putVendorInventory>>, TError, {
    data: BodyType<VendorInventoryDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof putVendorInventory>>, TError, {
  data: BodyType<VendorInventoryDto>;
}, TContext> => {
  const mutationKey = ['putVendorInventory'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof putVendorInventory>>, {
    data: BodyType<VendorInventoryDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return putVendorInventory(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type PutVendorInventoryMutationResult = NonNullable<Awaited<ReturnType<typeof putVendorInventory>>>;

export type PutVendorInventoryMutationBody = BodyType<VendorInventoryDto>;

export type PutVendorInventoryMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary What a vendor holds to give itself, at most 50 names a call (at start and when its contents change)
*/
export const usePutVendorInventory = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof putVendorInventory>>, TError, {
    data: BodyType<VendorInventoryDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof putVendorInventory>>, TError, {
  data: BodyType<VendorInventoryDto>;
}, TContext> => {
  const mutationOptions = getPutVendorInventoryMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};

/**
* The product's price, after the merchant's promotions, is taken from the card's balance in the same transaction as the sale is recorded (paid_with voucher, no commission: the card's sale carried it); the vendor then gives the item. 404 "Unknown gift card code." for a code that is not one of the merchant's cards (or was voided), 409 "This gift card does not cover the price." when the balance is short. The same sale_id again answers the first redemption and spends nothing.
* @summary Pay for a product with a gift card (Pay with gift card at a vendor)
*/
export const redeemVoucher = (redeemVoucherDto: BodyType<RedeemVoucherDto>, signal?: AbortSignal) => {
  return fetcher<VoucherRedeemedDto>({
    url: `/api/lsl/vouchers/redeem`, method: 'POST',
    headers: { 'Content-Type': 'application/json', },
    data: redeemVoucherDto, signal
  });
};

export const getRedeemVoucherMutationOptions = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof redeemVoucher>>, TError, {
    data: BodyType<RedeemVoucherDto>;
  }, TContext>;
}): UseMutationOptions<Awaited<ReturnType<typeof redeemVoucher>>, TError, {
  data: BodyType<RedeemVoucherDto>;
}, TContext> => {
  const mutationKey = ['redeemVoucher'];
  const { mutation: mutationOptions } = options ?
    options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey, } };
  const mutationFn: MutationFunction<Awaited<ReturnType<typeof redeemVoucher>>, {
    data: BodyType<RedeemVoucherDto>;
  }> = (props) => {
    const { data } = props ?? {};
    return redeemVoucher(data);
  };
  return { mutationFn, ...mutationOptions };
};

export type RedeemVoucherMutationResult = NonNullable<Awaited<ReturnType<typeof redeemVoucher>>>;

export type RedeemVoucherMutationBody = BodyType<RedeemVoucherDto>;

export type RedeemVoucherMutationError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>;

/**
* @summary Pay for a product with a gift card (Pay with gift card at a vendor)
*/
export const useRedeemVoucher = <TError = ErrorType<ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto | ApiErrorDto>, TContext = unknown>(options?: {
  mutation?: UseMutationOptions<Awaited<ReturnType<typeof redeemVoucher>>, TError, {
    data: BodyType<RedeemVoucherDto>;
  }, TContext>;
}, queryClient?: QueryClient): UseMutationResult<Awaited<ReturnType<typeof redeemVoucher>>, TError, {
  data: BodyType<RedeemVoucherDto>;
}, TContext> => {
  const mutationOptions = getRedeemVoucherMutationOptions(options);
  return useMutation(mutationOptions, queryClient);
};
