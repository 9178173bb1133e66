// Every callable's contract in one map: its name, its input schema and its output type. The web
// app's callable wrapper and the functions' onCall registration both take a name and get the
// types from here, so a name and its types are never paired by hand at a call site.

import type { z } from 'zod';
import type { CALLABLES } from '../constants';
import {
  checkPromotionCodeInputSchema,
  createPromotionCodeInputSchema,
  setPriceTiersInputSchema,
  setPromotionCodeActiveInputSchema,
  type CheckPromotionCodeOutput,
  type CreatePromotionCodeOutput,
  type SetPriceTiersOutput,
  type SetPromotionCodeActiveOutput,
} from './pricing';
import {
  connectionInputSchema,
  sendMessageInputSchema,
  type ConnectionOutput,
  type SendMessageOutput,
} from './connections';
import {
  sendTableMessageInputSchema,
  tableChatInputSchema,
  type SendTableMessageOutput,
  type TableChatOutput,
} from './table-chats';
import {
  answerQuestionInputSchema,
  assignVenueInputSchema,
  recountAdminStatsInputSchema,
  recountMemberStatsInputSchema,
  cancelBookingInputSchema,
  cancelCheckoutInputSchema,
  checkInTicketInputSchema,
  checkSubscriptionInputSchema,
  claimGuestBookingInputSchema,
  completeSignUpInputSchema,
  createCheckoutInputSchema,
  customerPortalInputSchema,
  getTicketInputSchema,
  importStoriesInputSchema,
  importUsersInputSchema,
  listUsersInputSchema,
  setUserRoleInputSchema,
  undoCheckInInputSchema,
  updateStoryContentInputSchema,
  type AnswerQuestionOutput,
  type AssignVenueOutput,
  type RecountAdminStatsOutput,
  type RecountMemberStatsOutput,
  type CancelBookingOutput,
  type CancelCheckoutOutput,
  type CheckInTicketOutput,
  type CheckSubscriptionOutput,
  type ClaimGuestBookingOutput,
  type CompleteSignUpOutput,
  type CreateCheckoutOutput,
  type CustomerPortalOutput,
  type GetTicketOutput,
  type ImportStoriesOutput,
  type ImportUsersOutput,
  type ListUsersOutput,
  type SetUserRoleOutput,
  type UndoCheckInOutput,
  type UpdateStoryContentOutput,
} from './callables';
import {
  addWalkInInputSchema,
  manageBookingInputSchema,
  type AddWalkInOutput,
  type ManageBookingOutput,
} from './booking-actions';
import {
  createEventInputSchema,
  eventIdInputSchema,
  updateEventInputSchema,
  type CancelEventOutput,
  type EventIdOutput,
  type SetEventStatusOutput,
  type UpdateEventOutput,
} from './events';
import { saveHostInputSchema, type SaveHostOutput } from './hosts';
import { savePolicySettingsInputSchema, type SavePolicySettingsOutput } from './policy';
import { saveMembershipPlanInputSchema, type SaveMembershipPlanOutput } from './settings';
import { importMembersInputSchema, type ImportMembersOutput } from './member-import';
import {
  notifyEventChangeInputSchema,
  unsubscribeInputSchema,
  sendVerificationEmailInputSchema,
  sendPasswordResetInputSchema,
  confirmTokenInputSchema,
  type SendAccountMailOutput,
  type ConfirmWaitlistPlaceOutput,
  type ConfirmNewsletterOutput,
  type NotifyEventChangeResult,
} from './mail';
import {
  finishAfterBrunchInputSchema,
  getTablematesInputSchema,
  moveTablePartyInputSchema,
  planEventTablesInputSchema,
  type FinishAfterBrunchOutput,
  type GetTablematesOutput,
  type TablePlanOutput,
} from './table-plans';
import {
  blockMemberInputSchema,
  decideReportInputSchema,
  liftSuspensionInputSchema,
  flagDoorIncidentInputSchema,
  reportContentInputSchema,
  type BlockMemberOutput,
  type DecideReportOutput,
  type LiftSuspensionOutput,
  type FlagDoorIncidentOutput,
  type ReportContentOutput,
} from './safety';
import {
  addEventSeatsInputSchema,
  checkoutOfferInputSchema,
  joinWaitlistInputSchema,
  leaveWaitlistInputSchema,
  startMembershipInputSchema,
  type AddEventSeatsOutput,
  type CheckoutOfferOutput,
  type JoinWaitlistOutput,
  type LeaveWaitlistOutput,
  type StartMembershipOutput,
} from './waitlist';

import { messageAttendeesInputSchema, type MessageAttendeesOutput } from './attendee-messages';
import { saveBookingNeedsInputSchema, type SaveBookingNeedsOutput } from './needs';
import {
  deleteAccountInputSchema,
  exportMyDataInputSchema,
  type DeleteAccountOutput,
  type ExportMyDataOutput,
} from '../privacy/member-data';

/** A callable's input schema; its output type rides along (`output` is never set). */
export interface CallableContract<S extends z.ZodType, Out> {
  input: S;
  readonly output?: Out;
}

const answers =
  <Out>() =>
  <S extends z.ZodType>(input: S): CallableContract<S, Out> => ({ input });

export const CALLABLE_CONTRACTS = {
  createCheckout: answers<CreateCheckoutOutput>()(createCheckoutInputSchema),
  createPromotionCode: answers<CreatePromotionCodeOutput>()(createPromotionCodeInputSchema),
  setPriceTiers: answers<SetPriceTiersOutput>()(setPriceTiersInputSchema),
  setPromotionCodeActive: answers<SetPromotionCodeActiveOutput>()(
    setPromotionCodeActiveInputSchema,
  ),
  checkPromotionCode: answers<CheckPromotionCodeOutput>()(checkPromotionCodeInputSchema),
  cancelCheckout: answers<CancelCheckoutOutput>()(cancelCheckoutInputSchema),
  cancelBooking: answers<CancelBookingOutput>()(cancelBookingInputSchema),
  joinWaitlist: answers<JoinWaitlistOutput>()(joinWaitlistInputSchema),
  leaveWaitlist: answers<LeaveWaitlistOutput>()(leaveWaitlistInputSchema),
  checkoutOffer: answers<CheckoutOfferOutput>()(checkoutOfferInputSchema),
  addEventSeats: answers<AddEventSeatsOutput>()(addEventSeatsInputSchema),
  startMembership: answers<StartMembershipOutput>()(startMembershipInputSchema),
  claimGuestBooking: answers<ClaimGuestBookingOutput>()(claimGuestBookingInputSchema),
  completeSignUp: answers<CompleteSignUpOutput>()(completeSignUpInputSchema),
  checkSubscription: answers<CheckSubscriptionOutput>()(checkSubscriptionInputSchema),
  customerPortal: answers<CustomerPortalOutput>()(customerPortalInputSchema),
  importUsers: answers<ImportUsersOutput>()(importUsersInputSchema),
  importStories: answers<ImportStoriesOutput>()(importStoriesInputSchema),
  importMembers: answers<ImportMembersOutput>()(importMembersInputSchema),
  updateStoryContent: answers<UpdateStoryContentOutput>()(updateStoryContentInputSchema),
  listUsers: answers<ListUsersOutput>()(listUsersInputSchema),
  assignVenue: answers<AssignVenueOutput>()(assignVenueInputSchema),
  recountAdminStats: answers<RecountAdminStatsOutput>()(recountAdminStatsInputSchema),
  recountMemberStats: answers<RecountMemberStatsOutput>()(recountMemberStatsInputSchema),
  unsubscribe: answers<{ reminders: false }>()(unsubscribeInputSchema),
  notifyEventChange: answers<NotifyEventChangeResult>()(notifyEventChangeInputSchema),
  answerQuestion: answers<AnswerQuestionOutput>()(answerQuestionInputSchema),
  setUserRole: answers<SetUserRoleOutput>()(setUserRoleInputSchema),
  getTicket: answers<GetTicketOutput>()(getTicketInputSchema),
  checkInTicket: answers<CheckInTicketOutput>()(checkInTicketInputSchema),
  undoCheckIn: answers<UndoCheckInOutput>()(undoCheckInInputSchema),
  createEvent: answers<EventIdOutput>()(createEventInputSchema),
  saveHost: answers<SaveHostOutput>()(saveHostInputSchema),
  savePolicySettings: answers<SavePolicySettingsOutput>()(savePolicySettingsInputSchema),
  saveMembershipPlan: answers<SaveMembershipPlanOutput>()(saveMembershipPlanInputSchema),
  updateEvent: answers<UpdateEventOutput>()(updateEventInputSchema),
  duplicateEvent: answers<EventIdOutput>()(eventIdInputSchema),
  publishEvent: answers<SetEventStatusOutput>()(eventIdInputSchema),
  unpublishEvent: answers<SetEventStatusOutput>()(eventIdInputSchema),
  cancelEvent: answers<CancelEventOutput>()(eventIdInputSchema),
  planEventTables: answers<TablePlanOutput>()(planEventTablesInputSchema),
  moveTableParty: answers<TablePlanOutput>()(moveTablePartyInputSchema),
  getTablemates: answers<GetTablematesOutput>()(getTablematesInputSchema),
  finishAfterBrunch: answers<FinishAfterBrunchOutput>()(finishAfterBrunchInputSchema),
  manageBooking: answers<ManageBookingOutput>()(manageBookingInputSchema),
  addWalkIn: answers<AddWalkInOutput>()(addWalkInInputSchema),
  blockMember: answers<BlockMemberOutput>()(blockMemberInputSchema),
  unblockMember: answers<BlockMemberOutput>()(blockMemberInputSchema),
  reportContent: answers<ReportContentOutput>()(reportContentInputSchema),
  flagDoorIncident: answers<FlagDoorIncidentOutput>()(flagDoorIncidentInputSchema),
  decideReport: answers<DecideReportOutput>()(decideReportInputSchema),
  liftSuspension: answers<LiftSuspensionOutput>()(liftSuspensionInputSchema),
  sendVerificationEmail: answers<SendAccountMailOutput>()(sendVerificationEmailInputSchema),
  sendPasswordReset: answers<SendAccountMailOutput>()(sendPasswordResetInputSchema),
  confirmWaitlistPlace: answers<ConfirmWaitlistPlaceOutput>()(confirmTokenInputSchema),
  confirmNewsletter: answers<ConfirmNewsletterOutput>()(confirmTokenInputSchema),
  deleteAccount: answers<DeleteAccountOutput>()(deleteAccountInputSchema),
  exportMyData: answers<ExportMyDataOutput>()(exportMyDataInputSchema),
  sendMessage: answers<SendMessageOutput>()(sendMessageInputSchema),
  markConversationRead: answers<ConnectionOutput>()(connectionInputSchema),
  unmatch: answers<ConnectionOutput>()(connectionInputSchema),
  sendTableMessage: answers<SendTableMessageOutput>()(sendTableMessageInputSchema),
  markTableChatRead: answers<TableChatOutput>()(tableChatInputSchema),
  messageAttendees: answers<MessageAttendeesOutput>()(messageAttendeesInputSchema),
  saveBookingNeeds: answers<SaveBookingNeedsOutput>()(saveBookingNeedsInputSchema),
} satisfies Record<keyof typeof CALLABLES, CallableContract<z.ZodType, unknown>>;

export type CallableName = keyof typeof CALLABLE_CONTRACTS;
/** What a client sends to the callable `N`. */
export type CallableInput<N extends CallableName> = z.input<
  (typeof CALLABLE_CONTRACTS)[N]['input']
>;
/** What the callable `N` answers. */
export type CallableOutput<N extends CallableName> = Exclude<
  (typeof CALLABLE_CONTRACTS)[N]['output'],
  undefined
>;
