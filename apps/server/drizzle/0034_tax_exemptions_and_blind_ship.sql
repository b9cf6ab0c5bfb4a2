-- Tax-exempt resale certificates (a company's, per state or province, reviewed by staff) and
-- the expiry reminders claimed about them; an order keeps the certificate that took its sales
-- tax off. Blind drop-ship: a company's shipping name, return address and logo, and the sender
-- snapshot of an order shipped under its name.
CREATE TABLE "tax_exempt_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_exempt_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"form" text NOT NULL,
	"number" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"expires_on" date NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"uploaded_by" integer,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_exempt_certificates_status_check" CHECK (status in ('pending', 'approved', 'refused')),
	CONSTRAINT "tax_exempt_certificates_reason_check" CHECK (("tax_exempt_certificates"."status" = 'refused') = ("tax_exempt_certificates"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "tax_exempt_reminders" (
	"certificate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_exempt_reminders_certificate_id_kind_pk" PRIMARY KEY("certificate_id","kind"),
	CONSTRAINT "tax_exempt_reminders_kind_check" CHECK (kind in ('expires_soon', 'expires_today'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "shipping_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "return_address" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exempt_certificate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exemption" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "blind_ship" jsonb;--> statement-breakpoint
ALTER TABLE "tax_exempt_certificates" ADD CONSTRAINT "tax_exempt_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exempt_certificates" ADD CONSTRAINT "tax_exempt_certificates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exempt_certificates" ADD CONSTRAINT "tax_exempt_certificates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exempt_reminders" ADD CONSTRAINT "tax_exempt_reminders_certificate_id_tax_exempt_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."tax_exempt_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_exempt_certificates_company_region_idx" ON "tax_exempt_certificates" USING btree ("company_id","country","region");--> statement-breakpoint
CREATE INDEX "tax_exempt_certificates_status_idx" ON "tax_exempt_certificates" USING btree ("status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_exempt_certificate_id_tax_exempt_certificates_id_fk" FOREIGN KEY ("tax_exempt_certificate_id") REFERENCES "public"."tax_exempt_certificates"("id") ON DELETE set null ON UPDATE no action;