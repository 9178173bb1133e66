// Every deployed function, one export each. Global options first: they apply at definition time.
import './lib/globalOptions.js';

export { createCheckout } from './checkout/createCheckout.js';
export {
  checkPromotionCode,
  createPromotionCode,
  setPriceTiers,
  setPromotionCodeActive,
} from './pricing/pricing.js';
export { cancelCheckout } from './checkout/cancelCheckout.js';
export { cancelBooking } from './checkout/cancelBooking.js';
export { claimGuestBooking } from './checkout/claimGuestBooking.js';
export { completeSignUp } from './profiles/completeSignUp.js';
export { clearSensitiveAnswersOnWithdrawal } from './profiles/sensitiveConsents.js';
export { stripeWebhook } from './checkout/stripeWebhook.js';
export { releaseExpiredHolds } from './checkout/releaseExpiredHolds.js';
export {
  joinWaitlist,
  leaveWaitlist,
  checkoutOffer,
  addEventSeats,
  confirmWaitlistPlace,
} from './waitlist/waitlist.js';
export { onNewsletterSignup, confirmNewsletter } from './newsletter/newsletter.js';
export { checkSubscription } from './subscriptions/checkSubscription.js';
export { customerPortal } from './subscriptions/customerPortal.js';
export { startMembership } from './subscriptions/startMembership.js';
export { onReviewCreated } from './xp/onReviewCreated.js';
export { onAnswerCreated } from './xp/onAnswerCreated.js';
export { onLikeWritten } from './matches/onLikeWritten.js';
export { mirrorRoles } from './roles/mirrorRoles.js';
export {
  statsOnBookingWritten,
  statsOnAttendanceWritten,
  statsOnProfileWritten,
  statsOnLikeWritten,
  statsOnMatchWritten,
} from './adminStats/adminStats.js';
export { recountAdminStats } from './adminStats/recountAdminStats.js';
export {
  memberStatsOnAttendanceWritten,
  memberStatsOnMatchWritten,
  memberStatsOnBookingWritten,
  memberStatsOnEventWritten,
} from './memberStats/memberStats.js';
export { recountMemberStats } from './memberStats/recountMemberStats.js';
export {
  reportsOnBookingWritten,
  reportsOnAttendanceWritten,
  reportsOnMembershipWritten,
  reportsOnMemberWritten,
  reportsOnEventWritten,
} from './reports/reports.js';
export { importUsers } from './admin/importUsers.js';
export { importStories } from './admin/importStories.js';
export { importMembers } from './admin/importMembers.js';
export { updateStoryContent } from './admin/updateStoryContent.js';
export { listUsers } from './admin/listUsers.js';
export { assignVenue } from './admin/assignVenue.js';
export { manageBooking, addWalkIn } from './bookings/manageBooking.js';
export { onMailCreated } from './mail/onMailCreated.js';
export { retryMail } from './mail/retryMail.js';
export { sendReminders } from './mail/sendReminders.js';
export { sendUnreadDigests } from './connections/unreadDigest.js';
export { unsubscribe } from './mail/unsubscribe.js';
export { sendVerificationEmail, sendPasswordReset } from './mail/accountMail.js';
export { notifyEventChange } from './mail/notifyEventChange.js';
export { messageAttendees } from './attendees/messageAttendees.js';
export {
  saveBookingNeeds,
  prepSheetOnNeedsWritten,
  prepSheetOnAttendanceWritten,
} from './attendees/needs.js';
export { setUserRole } from './roles/setUserRole.js';
export { answerQuestion } from './selfDiscovery/answerQuestion.js';
export { checkUploadedPhoto } from './storage/checkUploadedPhoto.js';
export { getTicket } from './checkIn/getTicket.js';
export { checkInTicket } from './checkIn/checkInTicket.js';
export { undoCheckIn } from './checkIn/undoCheckIn.js';
export {
  createEvent,
  updateEvent,
  duplicateEvent,
  publishEvent,
  unpublishEvent,
  cancelEvent,
} from './organiser/events/events.js';
export { saveHost, hostRatingOnReviewWritten } from './hosts/hosts.js';
export {
  savePolicySettings,
  saveMembershipPlan,
  openEarlyAccessEvents,
} from './settings/settings.js';
export {
  planEventTables,
  moveTableParty,
  getTablemates,
  finishAfterBrunch,
  planTablesAtCutoff,
  replanTablesOnAttendance,
} from './tables/tables.js';
export { sharePage } from './share/sharePage.js';
export { unsubscribeOneClick } from './mail/unsubscribeOneClick.js';
export {
  blockMember,
  unblockMember,
  reportContent,
  flagDoorIncident,
  decideReport,
  liftSuspension,
} from './safety/safety.js';
export { deleteAccount, exportMyData } from './privacy/privacy.js';
export {
  openConversationOnMatch,
  sendMessage,
  markConversationRead,
  unmatch,
} from './connections/connections.js';
export {
  syncTableChatsOnPlan,
  postTableChatAddresses,
  clearClosedTableChats,
  sendTableMessage,
  markTableChatRead,
} from './tableChats/tableChats.js';
