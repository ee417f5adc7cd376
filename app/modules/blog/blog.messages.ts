/** The blog's wording: comments, likes and sharing. */
export const blogMessages = {
  awaitingModeration: "Your comment is awaiting moderation.",
  commentPosted: "Your comment has been posted.",
  commentRequired: "Please type your comment text.",
  commentTooLong: (max: number) => `Your comment is too long: use at most ${max.toLocaleString("en-US")} characters.`,
  nameRequired: "Please enter your name.",
  nameTooLong: (max: number) => `Your name is too long: use at most ${max} characters.`,
  emailInvalid: "Please enter a valid email address.",
  tooFast: "You are posting comments too quickly. Slow down.",
  duplicate: "Duplicate comment detected; it looks as though you’ve already said that!",
  notAccepted: "Your comment could not be posted. Please reload the page and try again.",
  /** A post to a blog post that none of its forms sends. */
  formNotAccepted: "This form could not be sent. Please reload the page and try again.",
  parentGone: "The comment you are replying to is no longer available.",
  replyTo: (author: string) => `Reply to ${author}`,
  leaveReply: "Leave a Reply",
  replyHeading: (author: string) => `Reply to ${author}`,
  cancelReply: "Cancel reply",
  /** A guest's consent to have the comment form's name and e-mail kept in the browser. */
  rememberAuthor: "Save my name and email in this browser for the next time I comment.",
  /** The comments section's heading; with none yet it says so, as the form under it is headed "Leave a Reply". */
  commentsHeading: (count: number) =>
    count === 0 ? "No comments yet" : count === 1 ? "One comment" : `${count} comments`,
  likeLabel: "Like",
  likedBy: "Liked by",
  /** The avatar's name in "Liked by" for a liker who has no name (a guest). */
  anonymousLiker: "A visitor",
  likeCount: (count: number) => (count === 1 ? "1 like" : `${count} likes`),
  likeRefused: "That could not be liked. Please reload the page and try again.",
  likeTooFast: "You are liking too quickly. Please wait a moment.",
  shareRefused: "That share could not be counted.",
  emailShareSent: "Thanks! The post has been sent.",
  /** The heading of the block that refuses an e-mail share over a limit. */
  emailShareRefusedTitle: "This post was not sent",
  emailShareTooMany: "You have already sent this post twice. Please wait a while before sending it again.",
  /** Too many posts sent from one network address, whichever visitors sent them. */
  emailShareTooManyFromAddress: "Too many posts have been sent from your network. Please try again in an hour.",
  /** Too many posts sent to one address today, by whoever sent them. */
  emailShareTooManyToRecipient: "This address has been sent enough posts for today. Please try again tomorrow.",
  emailShareNotAccepted: "This post could not be sent. Please wait a moment, then try again.",
  emailShareInvalid: "Please enter a valid email address to send this post to.",
  emailShareSubject: (store: string, title: string) => `[${store}] ${title}`,
} as const;
