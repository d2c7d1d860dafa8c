/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export * from './activityDto';

export * from './adminBalancesDto';

export * from './adminUserDetailsDto';

export * from './adminUserPageDto';

export * from './analyticsBreakdownRowDto';

export * from './analyticsBreakdownsDto';

export * from './analyticsBucketDto';

export * from './analyticsDto';

export * from './analyticsDtoInterval';

export * from './analyticsTotalsDto';

export * from './apiErrorDto';

export * from './apiErrorDtoFieldErrors';

export * from './apiKeyDto';

export * from './apiKeyDtoScope';

export * from './auditLogEntryDto';

export * from './auditLogEntryDtoAfter';

export * from './auditLogEntryDtoBefore';

export * from './auditLogEntryDtoMetadata';

export * from './auditLogPageDto';

export * from './billingBalanceDto';

export * from './billingBalanceDtoLastPayment';

export * from './blockAvatarDto';

export * from './blockedAvatarDto';

export * from './boxDeliveryDto';

export * from './boxDeliveryDtoStatus';

export * from './boxInventoryAnswerDto';

export * from './boxInventoryDto';

export * from './buyerPurchaseDto';

export * from './buyerPurchaseDtoRedelivery';

export * from './buyerPurchasesDto';

export * from './catalogueDto';

export * from './catalogueProductDto';

export * from './changeEmailDto';

export * from './changePasswordDto';

export * from './changeRefundDto';

export * from './cohortReturnDto';

export * from './collectedDayDto';

export * from './columnMappingDto';

export * from './commissionCalculationDto';

export * from './commissionCalculationDtoAppliedTier';

export * from './commissionCalculationDtoSource';

export * from './commissionCollectionSettingsDto';

export * from './commissionConfigDto';

export * from './commissionConfigVendorDto';

export * from './commissionConfigsDto';

export * from './commissionConfigsDtoGlobal';

export * from './commissionDueDto';

export * from './commissionPaymentRecordedDto';

export * from './commissionPreviewDto';

export * from './commissionTierDto';

export * from './commissionTierDtoDiscountType';

export * from './commissionTierInputDto';

export * from './commissionTierInputDtoDiscountType';

export * from './commissionTierInputDtoDiscountValue';

export * from './createApiKeyDto';

export * from './createApiKeyDtoScope';

export * from './createDeliveryBoxDto';

export * from './createEventDto';

export * from './createProductDto';

export * from './createPromotionDto';

export * from './createPromotionDtoKind';

export * from './createRedeliveryDto';

export * from './createRedeliveryLinkDto';

export * from './createStreamTicketDto';

export * from './createUpdateBroadcastDto';

export * from './createVendorDto';

export * from './createWebhookEndpointDto';

export * from './createdApiKeyDto';

export * from './createdApiKeyDtoScope';

export * from './createdWebhookEndpointDto';

export * from './currentEventDto';

export * from './customerAnalyticsDto';

export * from './customerCohortDto';

export * from './customerDetailsDto';

export * from './customerDto';

export * from './customerPageDto';

export * from './customerPurchaseDto';

export * from './customerPurchaseDtoStatus';

export * from './customerPurchasePageDto';

export * from './dashboardStatsDto';

export * from './dataExportSummaryDto';

export * from './dataExportTableDto';

export * from './deleteAccountDto';

export * from './deleteAccountDtoConfirm';

export * from './deliveryBoxDto';

export * from './demoAnswerDto';

export * from './demoAnswerDtoOutcome';

export * from './demoConversionRowDto';

export * from './duePayoutDto';

export * from './eventDailySalesDto';

export * from './eventDetailDto';

export * from './eventDto';

export * from './eventParticipantDto';

export * from './exportAuditLogsParams';

export * from './exportBillingStatementParams';

export * from './exportCustomersParams';

export * from './exportCustomersRepeat';

export * from './exportCustomersSortBy';

export * from './exportCustomersSortOrder';

export * from './exportTransactionsParams';

export * from './exportTransactionsPriceMismatch';

export * from './exportTransactionsSortBy';

export * from './exportTransactionsSortOrder';

export * from './exportTransactionsStatus';

export * from './failRedeliveryDto';

export * from './failedCommissionPaymentDto';

export * from './forgotPasswordDto';

export * from './getAdminActivitiesParams';

export * from './getAdminBillingBalancesParams';

export * from './getAdminUsersParams';

export * from './getAdminUsersRole';

export * from './getAdminUsersSortBy';

export * from './getAdminUsersSortOrder';

export * from './getAdminUsersStatus';

export * from './getAnalyticsInterval';

export * from './getAnalyticsParams';

export * from './getAuditLogsParams';

export * from './getBillingStatementParams';

export * from './getBuyerPurchasesParams';

export * from './getCatalogueParams';

export * from './getCommissionDueParams';

export * from './getCommissionPreviewParams';

export * from './getCurrentEvent200';

export * from './getCustomerAnalyticsParams';

export * from './getCustomerParams';

export * from './getCustomersParams';

export * from './getCustomersRepeat';

export * from './getCustomersSortBy';

export * from './getCustomersSortOrder';

export * from './getDashboardSalesParams';

export * from './getDashboardSalesRange';

export * from './getLslScriptsParams';

export * from './getNotificationsParams';

export * from './getPayoutsParams';

export * from './getPayoutsStatus';

export * from './getPendingRedeliveriesNotices';

export * from './getPendingRedeliveriesParams';

export * from './getPlatformAnalyticsInterval';

export * from './getPlatformAnalyticsParams';

export * from './getProductsParams';

export * from './getQuoteParams';

export * from './getRecentTransactionsParams';

export * from './getRedeliveriesParams';

export * from './getRedeliveriesStatus';

export * from './getTopProductsParams';

export * from './getTransactionsParams';

export * from './getTransactionsPriceMismatch';

export * from './getTransactionsSortBy';

export * from './getTransactionsSortOrder';

export * from './getTransactionsStatus';

export * from './giftCardDto';

export * from './giftCardDtoOrigin';

export * from './giftCardRedemptionDto';

export * from './healthDto';

export * from './healthDtoDatabase';

export * from './healthDtoStatus';

export * from './heartbeatAnswerDto';

export * from './heartbeatDto';

export * from './heartbeatDtoKind';

export * from './historyLineDto';

export * from './historyLineDtoResolution';

export * from './historyUploadResultDto';

export * from './historyUploadResultDtoStatus';

export * from './historyUploadResultDtoUpload';

export * from './importProductsDto';

export * from './inWorldObjectDto';

export * from './inWorldObjectDtoKind';

export * from './inWorldObjectDtoScriptUpdate';

export * from './issueGiftCardDto';

export * from './issuedGiftCardDto';

export * from './lastCommissionPaymentDto';

export * from './liveStream';

export * from './localAccountDto';

export * from './localSignInDto';

export * from './localSignUpDto';

export * from './lslActivityDto';

export * from './lslScriptDto';

export * from './lslScriptDtoKind';

export * from './lslScriptsDto';

export * from './lslStatusDto';

export * from './marketplaceAdminSettingsDto';

export * from './marketplaceSaleRecordedDto';

export * from './marketplaceSettingsDto';

export * from './merchantBalanceDto';

export * from './messageDto';

export * from './monitorEntryDto';

export * from './monitorKind';

export * from './monitorSnapshotDto';

export * from './notificationDto';

export * from './notificationKind';

export * from './notificationListDto';

export * from './notificationStreamEventDto';

export * from './notificationStreamEventDtoType';

export * from './notificationsReadDto';

export * from './ownerDto';

export * from './partnerPayoutsDto';

export * from './payoutDto';

export * from './payoutDtoStatus';

export * from './payoutOrderDto';

export * from './payoutOrderDtoKind';

export * from './payoutOrdersDebit';

export * from './payoutOrdersDto';

export * from './payoutOrdersParams';

export * from './payoutPageDto';

export * from './payoutResultDto';

export * from './payoutResultDtoStatus';

export * from './payoutSecretDto';

export * from './payoutSumDto';

export * from './payoutVendorDto';

export * from './pendingRedeliveriesDto';

export * from './pendingRedeliveryDto';

export * from './pendingRedeliveryDtoKind';

export * from './platformStatsDto';

export * from './productDeletionDto';

export * from './productDto';

export * from './productImportResultDto';

export * from './productImportRowDto';

export * from './productImportRowDtoAction';

export * from './productVersionDto';

export * from './promotionDto';

export * from './promotionDtoKind';

export * from './promotionDtoStatus';

export * from './promotionSettingsDto';

export * from './publishProductVersionDto';

export * from './publishedVersionDto';

export * from './publishedVersionDtoBroadcast';

export * from './purchaseDto';

export * from './purchasesDto';

export * from './quoteDto';

export * from './quoteDtoDiscount';

export * from './rateInForceDto';

export * from './rateInForceDtoSource';

export * from './receiveMarketplaceSaleParams';

export * from './recentTransactionDto';

export * from './recentTransactionDtoPaidWith';

export * from './recentTransactionDtoStatus';

export * from './reconciliationSummaryDto';

export * from './reconciliationSummaryDtoMapping';

export * from './recordSaleDto';

export * from './redeemVoucherDto';

export * from './redeliveryDto';

export * from './redeliveryDtoKind';

export * from './redeliveryDtoStatus';

export * from './redeliveryLinkDto';

export * from './redeliveryPageDto';

export * from './redeliveryRequestDto';

export * from './redeliveryRequestDtoStatus';

export * from './redeliveryStatsDto';

export * from './refundOrderDto';

export * from './refundOrderDtoStatus';

export * from './refundOrderResultDto';

export * from './refundOrderResultDtoStatus';

export * from './refundReportedDto';

export * from './refundTransactionDto';

export * from './reportCommissionPaymentDto';

export * from './reportPayoutResultDto';

export * from './reportRedeliveryDeliveredDto';

export * from './reportRedeliveryFailedDto';

export * from './reportRefundDto';

export * from './requestDemoDto';

export * from './resetPasswordDto';

export * from './resolveLineDto';

export * from './resolveLineDtoAction';

export * from './resolveLineDtoRecordKind';

export * from './rotateApiKeyDto';

export * from './rotatedApiKeyDto';

export * from './rotatedApiKeyDtoScope';

export * from './saleDiscountDto';

export * from './saleDiscountDtoKind';

export * from './saleRecordedDto';

export * from './saleRecordedDtoDeliver';

export * from './saleRecordedDtoDelivery';

export * from './saleRecordedDtoDiscount';

export * from './saleRecordedDtoPaidWith';

export * from './saleRecordedDtoStatus';

export * from './saleRecordedDtoVoucher';

export * from './saleWithoutLindensDto';

export * from './salesPointDto';

export * from './saveCommissionConfigDto';

export * from './saveCommissionConfigDtoBaseRate';

export * from './saveSplitsDto';

export * from './scriptUpdateDto';

export * from './splitDto';

export * from './splitInputDto';

export * from './splitInputDtoPercent';

export * from './splitTargetDto';

export * from './splitTargetDtoTarget';

export * from './splitsDto';

export * from './splitsDtoTarget';

export * from './statementDto';

export * from './statementFiguresDto';

export * from './statementLineDto';

export * from './statementLineDtoKind';

export * from './streamAdminActivitiesParams';

export * from './streamNotificationsParams';

export * from './streamTicketDto';

export * from './tokenDto';

export * from './topProductDto';

export * from './transactionDetailsDto';

export * from './transactionDetailsDtoChangeRefund';

export * from './transactionDetailsDtoDiscountKind';

export * from './transactionDetailsDtoPaidWith';

export * from './transactionDetailsDtoRefundOrder';

export * from './transactionDetailsDtoSource';

export * from './transactionDetailsDtoStatus';

export * from './transactionDto';

export * from './transactionDtoChangeRefund';

export * from './transactionDtoDiscountKind';

export * from './transactionDtoPaidWith';

export * from './transactionDtoSource';

export * from './transactionDtoStatus';

export * from './transactionPageDto';

export * from './unmatchedDto';

export * from './unsubscribeFromEmailsParams';

export * from './updateAlertSettingsDto';

export * from './updateBroadcastCountsDto';

export * from './updateBroadcastDetailDto';

export * from './updateBroadcastDetailDtoStatus';

export * from './updateBroadcastDto';

export * from './updateBroadcastDtoStatus';

export * from './updateCommissionSettingsDto';

export * from './updateDeliveryBoxDto';

export * from './updateDeliveryReportedDto';

export * from './updateDeliveryReportedDtoStatus';

export * from './updateDeliverySettingsDto';

export * from './updateEventDto';

export * from './updateFailureDto';

export * from './updateNotificationSettingsDto';

export * from './updateProductDto';

export * from './updateProfileDto';

export * from './updatePromotionDto';

export * from './updatePromotionDtoKind';

export * from './updateUserRoleDto';

export * from './updateUserRoleDtoRole';

export * from './updateVendorDto';

export * from './updateWebhookEndpointDto';

export * from './uploadHistoryDto';

export * from './uploadSummaryDto';

export * from './userActivityDto';

export * from './userDto';

export * from './userDtoRole';

export * from './userSalesDto';

export * from './userSalesTotalsDto';

export * from './userVendorDto';

export * from './vendorCommissionConfigDto';

export * from './vendorDeletionDto';

export * from './vendorDto';

export * from './vendorInventoryDto';

export * from './vendorThatCannotPayDto';

export * from './vendorThatCannotPayDtoReason';

export * from './vendorsPausedDto';

export * from './vendorsResumedDto';

export * from './verifyEmailDto';

export * from './verifyEmailResultDto';

export * from './voucherRedeemedDto';

export * from './voucherRedeemedDtoDeliver';

export * from './voucherRedeemedDtoDelivery';

export * from './voucherRedeemedDtoDiscount';

export * from './voucherRedeemedDtoPaidWith';

export * from './voucherRedeemedDtoStatus';

export * from './voucherRedeemedDtoVoucher';

export * from './webhookDeliveryDto';

export * from './webhookDeliveryDtoData';

export * from './webhookDeliveryDtoStatus';

export * from './webhookEndpointDto';

export * from './webhookFormat';

export * from './webhookSecretDto';

export * from './webhookSubscription';
