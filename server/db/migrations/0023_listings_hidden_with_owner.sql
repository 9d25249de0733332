ALTER TABLE "properties" ADD COLUMN "hidden_with_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hidden_with_owner" boolean DEFAULT false NOT NULL;